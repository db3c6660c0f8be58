import type { SeedStep } from './types';
import { NEWS_SCROLL_TYPE, NEWS_TOP_TYPE } from '../../domain/news';

/** Home news: type 1 (the featured carousel, with pictures) and type 2 (the scrolling list, rich text). */

const TOP_TITLES = [
  '医学影像研究院2025年度学术年会在成都开幕',
  '研究院举办全国影像质量控制培训班',
  '“影像云课堂”上线一周年：累计学习人次突破十万',
  '青年医师影像读片大赛决赛圆满落幕',
  '研究院与十家基层医院签署影像能力提升合作协议',
  '人工智能辅助肺结节筛查多中心研究正式启动',
  '2025年度科普作品征集活动正式启动',
  '专家委员会换届会议顺利召开',
  '急诊影像专题研讨会在线举行',
  '研究院发布《CT检查辐射防护指南（公众版）》',
  '分子影像学术沙龙第十期成功举办',
  '心脏影像高级研修班招生通知',
];

const LIST_ITEMS: [title: string, lead: string][] = [
  ['关于2025年暑期放射科进修学员报到的通知', '请各位进修学员按时报到，并携带相关证件及材料。'],
  ['做CT会不会致癌？一文读懂辐射剂量', '一次常规胸部CT的有效剂量约为数毫西弗，远低于致病风险阈值。'],
  ['磁共振检查前需要注意什么', '体内有金属植入物的患者，检查前务必主动告知医生。'],
  ['研究院2025年第三季度继续教育学分项目公示', '以下项目经专家评审通过，现予以公示。'],
  ['增强CT为什么要多喝水', '对比剂主要经肾脏排泄，适量饮水有助于加快排出。'],
  ['低剂量CT肺癌筛查适合哪些人群', '长期吸烟者和有肺癌家族史的人群建议定期筛查。'],
  ['影像报告里的“结节”都是坏东西吗', '绝大多数肺结节是良性的，需结合大小与形态综合判断。'],
  ['“影像云课堂”课程更新预告', '本月将上线急诊影像与心脏影像两个系列的新课程。'],
  ['关于开展放射科医疗质量自查工作的通知', '请各合作单位对照质控指标完成自查并按时提交报告。'],
  ['孕期可以做哪些影像检查', '超声与磁共振检查没有电离辐射，孕期可在医生指导下进行。'],
  ['儿童做CT要注意什么', '儿童对辐射更敏感，应遵循“合理、尽可能低”的原则。'],
  ['乳腺钼靶和乳腺超声有什么区别', '两种检查各有所长，常常需要互相补充。'],
  ['研究院图书资料室开放时间调整', '自下月起，资料室周末开放时间延长至下午五点。'],
  ['什么是PET/CT', 'PET/CT将功能代谢显像与解剖结构显像融为一体。'],
  ['骨密度检查怎么看结果', 'T值与Z值是评价骨量的两个关键指标。'],
  ['头晕一定要做头颅CT吗', '头晕的原因很多，是否检查应由医生根据症状判断。'],
  ['“青年学会”月度读片会报名通知', '本次读片会主题为腹部影像，欢迎青年医师踊跃报名。'],
  ['关于规范影像检查预约流程的说明', '为缩短等待时间，检查预约流程将进行以下调整。'],
  ['冠脉CTA能代替冠脉造影吗', '冠脉CTA是重要的无创筛查手段，但不能完全替代造影。'],
  ['体检报告中的“甲状腺结节”怎么办', '多数甲状腺结节为良性，按分级随访即可。'],
  ['研究院志愿者招募公告', '诚邀热心医学科普的志愿者加入我们的团队。'],
  ['急诊影像绿色通道运行情况通报', '上半年绿色通道平均检查时间进一步缩短。'],
  ['介入放射学：不开刀也能治病', '在影像引导下，通过细小通道即可完成多种治疗。'],
  ['超声检查为什么有时要憋尿', '充盈的膀胱可以作为“透声窗”，让盆腔器官显示更清楚。'],
  ['影像科医生是如何“读片”的', '系统观察、对比分析、结合临床，是读片的三项基本功。'],
  ['关于举办医学影像科普讲座进社区活动的通知', '本次活动将走进五个社区，为居民答疑解惑。'],
  ['核磁共振检查时为什么那么吵', '噪声来自梯度线圈的快速切换，属于正常现象。'],
  ['人工智能会取代影像科医生吗', 'AI是医生的得力助手，最终诊断仍需医生把关。'],
  ['研究院2025年度优秀教学案例评选结果公布', '经专家评审，共评出优秀教学案例二十项。'],
  ['胸片和胸部CT该选哪个', '两者用途不同，胸片适合初筛，CT显示细节更清楚。'],
  ['关于更新影像检查知情同意书模板的通知', '新版模板已发布，请各科室于下月起统一使用。'],
  ['做完增强检查后多久可以哺乳', '大多数情况下无需中断哺乳，具体请咨询医生。'],
];

const POINTS = [
  ['检查前仔细阅读注意事项', '携带既往检查资料以便对比', '如有不适及时告知医护人员'],
  ['遵循“合理、尽可能低”的辐射防护原则', '按医嘱选择合适的检查方式', '不必因担心辐射而拒绝必要检查'],
  ['按通知时间准时参加', '提前完成线上报名', '如有疑问请联系研究院办公室'],
  ['结合临床症状综合判断', '必要时进行多学科会诊', '定期随访观察变化'],
];

const pad = (n: number) => String(n).padStart(2, '0');
/** Deterministic 'YYYY-MM-DD HH:mm:ss', `daysBack` days before the given day. */
function day(base: [number, number, number], daysBack: number, hh: number, mm: number): string {
  const d = new Date(Date.UTC(base[0], base[1] - 1, base[2] - daysBack, hh, mm));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(hh)}:${pad(mm)}:00`;
}

export const newsCover = (i: number) => `news/top-${pad(i + 1)}.png`;

export interface SeedNews {
  type: 1 | 2;
  title: string;
  content: string;
  imgUrl: string;
  time: string;
}

function topContent(title: string, i: number): string {
  return [
    `<p>本网讯 ${title}。来自全国各地的影像专业人员参加了本次活动。</p>`,
    `<p><img src="/media/${newsCover(i)}" alt="${title}" width="400" height="225"></p>`,
    '<p>研究院负责人在致辞中表示，将继续推动医学影像教育与科研协同发展，',
    '为临床医生和公众提供更加优质的学习资源。</p>',
    '<h2>活动亮点</h2>',
    '<ul><li>权威专家现场授课</li><li>典型病例互动讨论</li><li>线上线下同步参与</li></ul>',
  ].join('');
}

function listContent(title: string, lead: string, i: number): string {
  const points = POINTS[i % POINTS.length]!;
  return [
    `<h2>${title}</h2>`,
    `<p><strong>导读：</strong>${lead}</p>`,
    '<h3>要点</h3>',
    `<ol>${points.map((p) => `<li>${p}</li>`).join('')}</ol>`,
    '<blockquote>提示：本文仅供科普参考，具体诊疗请遵医嘱。</blockquote>',
    `<p>更多信息请关注<a href="/announcement">研究院新闻公告</a>。</p>`,
    i % 5 === 0
      ? '<table><thead><tr><th>检查</th><th>有无辐射</th></tr></thead><tbody><tr><td>超声</td><td>无</td></tr><tr><td>CT</td><td>有</td></tr><tr><td>磁共振</td><td>无</td></tr></tbody></table>'
      : '',
  ].join('');
}

export const seedNews: SeedNews[] = [
  ...TOP_TITLES.map((title, i) => ({
    type: NEWS_TOP_TYPE,
    title,
    content: topContent(title, i),
    imgUrl: `/media/${newsCover(i)}`,
    time: day([2025, 6, 28], i * 4, 10, 0),
  })),
  ...LIST_ITEMS.map(([title, lead], i) => ({
    type: NEWS_SCROLL_TYPE,
    title,
    content: listContent(title, lead, i),
    imgUrl: '',
    time: day([2025, 6, 29], i * 2, 9, 30),
  })),
];

export const newsSeed: SeedStep = {
  name: '003_news',
  async run(tx) {
    for (const n of seedNews) {
      await tx.query(
        `INSERT INTO news (type, title, content, img_url, jump_url, start_time, create_time)
         VALUES ($1, $2, $3, $4, '', $5, $5)`,
        [n.type, n.title, n.content, n.imgUrl, n.time],
      );
    }
  },
};
