import { addMonths, chinaMonth, dateOf, type YearMonth } from '../../domain/schedule';
import type { SeedStep } from './types';

/**
 * The live schedule (issue 13: ≥ 30 sessions over three months): the month before, the month of and the
 * month after the day the seed runs (China time), so the demo's calendar opens on a month with
 * sessions; the same seed day gives the same rows (docs/decisions/0040). Days are 1–28, so every month
 * has them. The 15th of the middle month holds seven sessions: a busy day on a phone.
 */
type Session = [day: number, time: string, lecturer: string, theme: string];

const MONTHS: Record<-1 | 0 | 1, Session[]> = {
  [-1]: [
    [2, '19:30', '张国强', '肺结节的CT随访策略与Lung-RADS解读'],
    [5, '14:00', '李慧敏', '乳腺X线摄影BI-RADS分类实战'],
    [8, '19:30', '王建华', '急性缺血性脑卒中的多模态影像评估'],
    [11, '20:00', '陈晓燕', '肝脏局灶性病变的MRI鉴别诊断'],
    [14, '19:00', '刘振华', '冠状动脉CTA的规范化报告'],
    [17, '14:30', '赵丽', '儿童常见胸部疾病的影像表现'],
    [20, '19:30', '孙伟', '前列腺多参数MRI与PI-RADS v2.1'],
    [23, '20:00', '周明', '骨关节运动损伤的MRI诊断'],
    [26, '19:00', '吴海峰', '颅内肿瘤的影像诊断思路'],
    [28, '15:00', '郑敏', '影像科质量控制与持续改进'],
  ],
  [0]: [
    [1, '19:30', '黄志刚', '胰腺囊性病变的影像分类'],
    [4, '14:00', '林静', '甲状腺结节超声TI-RADS分级'],
    [7, '19:30', '何俊', '主动脉夹层的CT诊断与分型'],
    [10, '20:00', '马丽娟', '妇科肿瘤的MRI分期'],
    [15, '08:30', '张国强', '晨间读片：胸部疑难病例'],
    [15, '10:00', '李慧敏', '乳腺MRI背景强化的判读'],
    [15, '13:30', '王建华', '脑小血管病的影像标志物'],
    [15, '15:00', '陈晓燕', '肝细胞癌LI-RADS分类解读'],
    [15, '16:30', '刘振华', '心脏磁共振在心肌病中的应用'],
    [15, '19:00', '赵丽', '新生儿颅脑超声与MRI对照'],
    [15, '20:30', '孙伟', '人工智能辅助诊断的临床落地'],
    [20, '19:30', '周明', '脊柱退行性病变的影像评估'],
    [24, '14:00', '吴海峰', '癫痫的影像学定位'],
    [27, '19:30', '郑敏', '对比剂安全使用与不良反应处理'],
  ],
  [1]: [
    [3, '19:30', '黄志刚', '胃肠道间质瘤的CT表现'],
    [6, '14:00', '林静', '颈部淋巴结的影像评估'],
    [9, '19:30', '何俊', '肺栓塞CTPA的判读要点'],
    [12, '20:00', '马丽娟', '胎盘植入的MRI诊断'],
    [16, '19:00', '张国强', '间质性肺疾病的HRCT模式'],
    [19, '14:30', '李慧敏', '乳腺癌新辅助治疗的疗效评估'],
    [22, '19:30', '王建华', '脱髓鞘疾病的MRI鉴别'],
    [25, '20:00', '陈晓燕', '胆道系统疾病的MRCP诊断'],
    [28, '19:00', '刘振华', '心脏瓣膜病的影像评估'],
  ],
};

/** The seed's sessions for the day it runs: liveDate as the contract writes it (China time). */
export function seedScheduleSessions(
  now: number,
): { liveDate: string; lecturer: string; liveTheme: string }[] {
  const here: YearMonth = chinaMonth(now);
  return ([-1, 0, 1] as const).flatMap((offset) =>
    MONTHS[offset].map(([day, time, lecturer, liveTheme]) => ({
      liveDate: `${dateOf(addMonths(here, offset), day)} ${time}:00`,
      lecturer,
      liveTheme,
    })),
  );
}

export const scheduleSeed: SeedStep = {
  name: '013_live_schedule',
  async run(tx, now) {
    for (const s of seedScheduleSessions(now))
      await tx.query(
        'INSERT INTO live_schedule (live_at, lecturer, live_theme) VALUES ($1::timestamptz, $2, $3)',
        [`${s.liveDate}+08`, s.lecturer, s.liveTheme],
      );
  },
};
