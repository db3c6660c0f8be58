import { FULL_VIDEO_URL, TRIAL_VIDEO_URL } from '../education/media';
import type { Queryable } from '../db/types';
import { educationMsg } from '../../src/text/education';
import type { SeedStep } from './types';

/**
 * Education videos (issue 3). Every case a client page or test needs has a fixed id (101…); the
 * catalogue "which id demonstrates what" is docs/api.md § Education videos. The home seed's eleven
 * videos (ids 1–11) get a playable URL and a description here too.
 */

export const FIRST_EDU_ID = 101;

/** Category labels for covers and banners: the catalogue's titles (001 §2 section titles). */
export const EDU_CATEGORY_LABELS: Record<number, string> = educationMsg.categoryTitles;

export interface SeedQuestion {
  question: string;
  type: 1 | 2 | 3;
  choose?: string[];
  /** Sorted comma-joined letters; for an open question a reference answer. */
  answer: string;
  analysis: string;
  images?: boolean;
}

export interface EduSeedVideo {
  id: number;
  topic: string;
  keySpeaker: string;
  videoDate: string;
  category: number;
  videoType?: number;
  state?: 1 | 2 | 3;
  richText?: boolean;
  liveUrl?: string;
  /** 0 = free. */
  price?: number;
  originPrice?: number;
  trySee?: boolean;
  clicks?: number;
  hearts?: number;
  pass?: number;
  showAnswer?: 0 | 1;
  showAnswerTime?: string;
  examLimit?: number;
  seekRestricted?: boolean;
  readingSysUrl?: string;
  questions?: SeedQuestion[];
  description?: string;
}

/** A plain description (rendered as sanitised rich text by the client). */
const desc = (topic: string, speaker: string) =>
  `<p>本课程由<strong>${speaker}</strong>主讲，围绕“${topic}”展开，结合典型病例讲解影像表现、鉴别诊断与报告书写要点。</p>` +
  '<ul><li>适合住院医师与青年医师</li><li>建议配合阅片练习</li></ul>';

/** Rich-text bodies that carry something the sanitiser must strip (a script, an event handler, a javascript: link). */
const unsafeRichText = (title: string) =>
  `<h2>${title}</h2><p>本文为图文课程，内容包括<em>影像表现</em>、<strong>鉴别诊断</strong>与随访建议。</p>` +
  '<script>window.__xss = 1</script>' +
  '<p><img src="/media/edu/covers/video-101.png" alt="示意图" onerror="window.__xss = 2"></p>' +
  '<p><a href="javascript:window.__xss=3">危险链接</a> <a href="https://www.rsna.org/">参考资料</a></p>' +
  '<table><tr><th>征象</th><th>意义</th></tr><tr><td>磨玻璃影</td><td>早期病变</td></tr></table>';

const Q_SINGLE: SeedQuestion = {
  question: '胸部CT上“晕征”最常见于以下哪种疾病？',
  type: 1,
  choose: ['侵袭性肺曲霉病', '肺结核', '大叶性肺炎', '肺水肿'],
  answer: 'A',
  analysis: '晕征（结节周围磨玻璃影）是粒细胞缺乏患者侵袭性肺曲霉病的早期典型表现。',
};
const Q_MULTIPLE: SeedQuestion = {
  question: '以下哪些属于肺结节的恶性征象？（多选）',
  type: 2,
  choose: ['分叶征', '毛刺征', '钙化呈爆米花样', '胸膜凹陷征'],
  answer: 'A,B,D',
  analysis: '分叶、毛刺与胸膜凹陷提示恶性；爆米花样钙化多见于错构瘤。',
  images: true,
};
const Q_OPEN: SeedQuestion = {
  question: '请简述急性主动脉夹层的CT诊断要点。',
  type: 3,
  answer: '内膜片、真假腔、破口位置、累及范围（Stanford分型）及并发症。',
  analysis: '开放题由专家阅读后点评，不自动判分。',
};
const Q_SINGLE_2: SeedQuestion = {
  question: '急诊头颅CT首选的检查目的是什么？',
  type: 1,
  choose: ['排除出血', '评估白质病变', '观察垂体', '诊断多发性硬化'],
  answer: 'A',
  analysis: '急诊头颅平扫CT首先用于排除颅内出血。',
};
const Q_MULTIPLE_2: SeedQuestion = {
  question: '肠梗阻的CT征象包括哪些？（多选）',
  type: 2,
  choose: ['肠管扩张', '气液平面', '移行带', '肝脏钙化'],
  answer: 'A,B,C',
  analysis: '肠管扩张、气液平面和移行带是肠梗阻的主要CT征象。',
};

const READING = 'https://reading.example.cn/case/';

export const eduSeedVideos: EduSeedVideo[] = [
  // ---- youth (category 1), sections videoType 1–6
  {
    id: 101,
    topic: '胸部CT读片入门：从解剖到征象',
    keySpeaker: '周航',
    videoDate: '2025-05-01 19:30:00',
    category: 1,
    videoType: 1,
    clicks: 5210,
    hearts: 321,
    pass: 90,
    showAnswer: 1,
    examLimit: 3,
    seekRestricted: true,
    questions: [Q_SINGLE, Q_MULTIPLE, Q_OPEN],
  },
  {
    id: 102,
    topic: '腹部急腹症影像诊断（可试看）',
    keySpeaker: '陈晓燕',
    videoDate: '2025-04-28 19:30:00',
    category: 1,
    videoType: 1,
    price: 30,
    originPrice: 60,
    trySee: true,
    clicks: 2380,
    hearts: 88,
  },
  {
    id: 103,
    topic: '金手指：骨关节影像精讲',
    keySpeaker: '郑凯',
    videoDate: '2025-04-20 19:30:00',
    category: 1,
    videoType: 2,
    price: 50,
    originPrice: 80,
    clicks: 1620,
    hearts: 45,
  },
  {
    id: 104,
    topic: '金手指：神经系统常见病例（已兑换）',
    keySpeaker: '马文涛',
    videoDate: '2025-04-12 19:30:00',
    category: 1,
    videoType: 2,
    price: 40,
    trySee: true,
    clicks: 990,
  },
  {
    id: 105,
    topic: '疑难病例荟萃：罕见肺部疾病（积分不足）',
    keySpeaker: '何静',
    videoDate: '2025-04-05 19:30:00',
    category: 1,
    videoType: 3,
    price: 200,
    originPrice: 300,
    trySee: true,
    clicks: 760,
  },
  {
    id: 106,
    topic: '疑难病例荟萃：纵隔肿物的鉴别',
    keySpeaker: '吴海峰',
    videoDate: '2025-03-30 19:30:00',
    category: 1,
    videoType: 3,
    showAnswer: 0,
    examLimit: 1,
    questions: [Q_SINGLE, Q_MULTIPLE],
  },
  {
    id: 107,
    topic: '影像诊断思维：从征象到诊断',
    keySpeaker: '黄蕾',
    videoDate: '2025-03-22 19:30:00',
    category: 1,
    videoType: 4,
    showAnswer: 1,
    showAnswerTime: '2099-01-01 00:00:00',
    examLimit: 3,
    questions: [Q_SINGLE, Q_OPEN],
  },
  {
    id: 108,
    topic: '影像诊断思维：鉴别诊断的逻辑',
    keySpeaker: '孙立新',
    videoDate: '2025-03-15 19:30:00',
    category: 1,
    videoType: 4,
    showAnswer: 1,
    showAnswerTime: '2024-01-01 00:00:00',
    examLimit: 1,
    questions: [Q_SINGLE_2, Q_MULTIPLE_2],
  },
  {
    id: 109,
    topic: '学术会议纪要：青年影像论坛（图文）',
    keySpeaker: '刘振华',
    videoDate: '2025-03-08 19:30:00',
    category: 1,
    videoType: 5,
    richText: true,
    description: unsafeRichText('青年影像论坛纪要'),
  },
  {
    id: 110,
    topic: '学术会议预告：2025青年影像大会',
    keySpeaker: '王建国',
    videoDate: '2025-03-01 19:30:00',
    category: 1,
    videoType: 5,
    state: 3,
  },
  {
    id: 111,
    topic: '文献阅读直播：Radiology 最新研究解读',
    keySpeaker: '赵丽',
    videoDate: '2025-02-22 19:30:00',
    category: 1,
    videoType: 6,
    state: 2,
    liveUrl: 'https://live.example.cn/room/111',
  },
  {
    id: 112,
    topic: '文献阅读：如何读懂一篇影像组学论文',
    keySpeaker: '周航',
    videoDate: '2025-02-15 19:30:00',
    category: 1,
    videoType: 6,
    clicks: 640,
  },
  // ---- molecular (11)
  {
    id: 113,
    topic: '分子影像进展：PSMA PET（图文）',
    keySpeaker: '孙立新',
    videoDate: '2025-02-10 19:30:00',
    category: 11,
    richText: true,
    description: unsafeRichText('PSMA PET 进展'),
  },
  {
    id: 114,
    topic: '分子影像：FDG PET/CT 判读基础',
    keySpeaker: '孙立新',
    videoDate: '2025-02-05 19:30:00',
    category: 11,
    clicks: 410,
  },
  // ---- one or more per other category
  {
    id: 115,
    topic: 'MDT：胰腺癌可切除性评估',
    keySpeaker: '刘振华 等',
    videoDate: '2025-01-28 14:00:00',
    category: 2,
    clicks: 1500,
  },
  {
    id: 116,
    topic: '3M讲堂：对比剂安全使用',
    keySpeaker: '郑凯',
    videoDate: '2025-01-20 14:00:00',
    category: 3,
    clicks: 820,
  },
  {
    id: 117,
    topic: '精准影像：前列腺MRI PI-RADS',
    keySpeaker: '吴海峰',
    videoDate: '2025-01-15 14:00:00',
    category: 4,
    clicks: 930,
  },
  {
    id: 118,
    topic: 'AI辅助肺结节检测实践',
    keySpeaker: '黄蕾',
    videoDate: '2025-01-10 14:00:00',
    category: 5,
    clicks: 300,
  },
  {
    id: 119,
    topic: '县域能力加速：基层CT质控',
    keySpeaker: '赵丽',
    videoDate: '2025-01-05 14:00:00',
    category: 7,
    clicks: 210,
  },
  {
    id: 120,
    topic: '影像探索家：能谱CT的临床应用',
    keySpeaker: '王建国',
    videoDate: '2024-12-28 14:00:00',
    category: 8,
    clicks: 450,
  },
  {
    id: 121,
    topic: '论道华西：肝脏局灶性病变',
    keySpeaker: '何静',
    videoDate: '2024-12-20 14:00:00',
    category: 9,
    clicks: 1200,
  },
  // ---- emx (10): emxState per user; the quiz opens after the reading record
  {
    id: 122,
    topic: '急诊影像病例一：突发胸痛',
    keySpeaker: '陈晓燕',
    videoDate: '2024-12-15 19:00:00',
    category: 10,
    showAnswer: 1,
    examLimit: 3,
    readingSysUrl: `${READING}122`,
    questions: [Q_SINGLE, Q_MULTIPLE],
  },
  {
    id: 123,
    topic: '急诊影像病例二：急性腹痛',
    keySpeaker: '陈晓燕',
    videoDate: '2024-12-10 19:00:00',
    category: 10,
    showAnswer: 0,
    examLimit: 1,
    readingSysUrl: `${READING}123`,
    questions: [Q_MULTIPLE_2],
  },
  {
    id: 124,
    topic: '急诊影像病例三：头部外伤',
    keySpeaker: '马文涛',
    videoDate: '2024-12-05 19:00:00',
    category: 10,
    showAnswer: 1,
    examLimit: 3,
    readingSysUrl: `${READING}124`,
    questions: [Q_SINGLE_2],
  },
  {
    id: 125,
    topic: '云享会：罕见病例分享',
    keySpeaker: '何静',
    videoDate: '2024-11-28 19:00:00',
    category: 12,
    clicks: 330,
  },
  {
    id: 126,
    topic: '群英会：青年医师病例擂台',
    keySpeaker: '周航 等',
    videoDate: '2024-11-20 19:00:00',
    category: 13,
    clicks: 280,
  },
  {
    id: 127,
    topic: '决胜黑白：读片竞赛决赛',
    keySpeaker: '刘振华',
    videoDate: '2024-11-12 19:00:00',
    category: 14,
    clicks: 870,
  },
  {
    id: 128,
    topic: '名师讲堂：影像报告的书写',
    keySpeaker: '王建国',
    videoDate: '2024-11-05 19:00:00',
    category: 15,
    clicks: 1900,
  },
  {
    id: 129,
    topic: '谈磁论影：心脏磁共振入门',
    keySpeaker: '吴海峰',
    videoDate: '2024-10-28 19:00:00',
    category: 16,
    clicks: 520,
  },
  {
    id: 130,
    topic: '心影力：冠脉CTA斑块分析',
    keySpeaker: '郑凯',
    videoDate: '2024-10-20 19:00:00',
    category: 17,
    clicks: 610,
  },
  {
    id: 131,
    topic: '心影力——医技协同：心脏检查流程',
    keySpeaker: '赵丽',
    videoDate: '2024-10-12 19:00:00',
    category: 35,
    clicks: 150,
  },
  {
    id: 132,
    topic: '专家在基层：乡镇医院影像培训',
    keySpeaker: '马文涛',
    videoDate: '2024-10-05 19:00:00',
    category: 36,
    clicks: 90,
  },
  {
    id: 133,
    topic: '更多课程：影像科研设计（可试看）',
    keySpeaker: '黄蕾',
    videoDate: '2024-09-28 19:00:00',
    category: 99,
    price: 20,
    trySee: true,
    clicks: 240,
  },
  {
    id: 134,
    topic: '更多课程：医学统计入门',
    keySpeaker: '孙立新',
    videoDate: '2024-09-20 19:00:00',
    category: 99,
    price: 10,
    clicks: 180,
  },
  // ---- series courses (18), group = videoType = edu_series_type dictValue
  {
    id: 135,
    topic: '影像基础系列（一）：X线成像原理',
    keySpeaker: '黄蕾',
    videoDate: '2024-09-15 19:00:00',
    category: 18,
    videoType: 1,
    clicks: 700,
  },
  {
    id: 136,
    topic: '影像基础系列（二）：CT成像原理',
    keySpeaker: '黄蕾',
    videoDate: '2024-09-22 19:00:00',
    category: 18,
    videoType: 1,
    clicks: 650,
  },
  {
    id: 137,
    topic: '专科进阶系列（一）：神经影像',
    keySpeaker: '马文涛',
    videoDate: '2024-08-15 19:00:00',
    category: 18,
    videoType: 2,
    clicks: 420,
  },
  {
    id: 138,
    topic: '专科进阶系列（二）：心胸影像（可试看）',
    keySpeaker: '郑凯',
    videoDate: '2024-08-22 19:00:00',
    category: 18,
    videoType: 2,
    price: 30,
    trySee: true,
    clicks: 390,
  },
  {
    id: 139,
    topic: '科研与教学系列：如何做一次好的病例汇报',
    keySpeaker: '王建国',
    videoDate: '2024-07-15 19:00:00',
    category: 18,
    videoType: 3,
    clicks: 260,
  },
  {
    id: 140,
    topic: '影像基础系列（三）：MRI成像原理（预告）',
    keySpeaker: '吴海峰',
    videoDate: '2024-10-01 19:00:00',
    category: 18,
    videoType: 1,
    state: 3,
  },
];

/** edu_series_type (dictValue is the series cards' videoType). */
export const seriesTypes = [
  { label: '影像基础', value: '1' },
  { label: '专科进阶', value: '2' },
  { label: '科研与教学', value: '3' },
] as const;

/** Categories with banners: every category page plus series (18); youth has all three positions. */
export const BANNER_CATEGORIES = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 35, 36, 99];
export const bannerPath = (category: number, position: string) =>
  `edu/banners/cat-${category}-${position}.png`;
export const bannerColor = (category: number) => `hsl(${(category * 47) % 360}, 55%, 30%)`;
export const eduCover = (id: number) => `edu/covers/video-${id}.png`;
export const groupQr = (id: number) => `edu/qr/group-${id}.svg`;
export const questionImage = 'edu/questions/nodule.svg';

export const seedComments: { videoId: number; name: string; text: string; time: string }[] = [
  { videoId: 101, name: '李医生', text: '讲得非常清楚，征象总结很实用👍', time: '2025-05-02 09:12:00' },
  { videoId: 101, name: '张同学', text: '请问晕征和反晕征怎么区分？', time: '2025-05-03 20:40:00' },
  { videoId: 101, name: '王主任', text: '推荐住培学员都看看。', time: '2025-05-05 08:00:00' },
  { videoId: 102, name: '刘医生', text: '试看部分就很精彩！', time: '2025-04-29 21:00:00' },
  { videoId: 122, name: '陈医生', text: '病例很典型，阅片系统很方便。', time: '2024-12-16 10:00:00' },
];

/** Demo user (uid 1): redeemed 104, a watch record to resume on 114, completed 115. Doctor (uid 2): emx info, reading record of 122, answered 124. */
async function userState(tx: Queryable) {
  const at = '2025-05-01 12:00:00+08';
  await tx.query(
    'INSERT INTO youth_exchanges (uid, youth_video_id, score, created_at) VALUES (1, 104, 40, $1)',
    [at],
  );
  await tx.query(
    `INSERT INTO youth_watch_records (uid, youth_video_id, watch_position, max_position, completed, updated_at)
     VALUES (1, 114, 25, 31, 0, $1), (1, 115, 60, 60, 1, $1)`,
    [at],
  );
  await tx.query(
    `INSERT INTO emx_info (uid, real_name, phone, company_name, created_at)
     VALUES (2, '李明', '13800000002', '四川大学华西医院', $1)`,
    [at],
  );
  await tx.query(
    'INSERT INTO emx_records (uid, youth_video_id, created_at) VALUES (2, 122, $1), (2, 124, $1)',
    [at],
  );
  const attempt = await tx.query<{ id: number }>(
    `INSERT INTO youth_quiz_attempts (uid, youth_video_id, batch, created_at) VALUES (2, 124, 1, $1) RETURNING id`,
    [at],
  );
  const q = await tx.query<{ id: number }>(
    'SELECT id FROM youth_questions WHERE youth_video_id = 124 ORDER BY sort, id',
  );
  for (const { id } of q.rows) {
    await tx.query(
      'INSERT INTO youth_answers (attempt_id, question_id, answer, is_correct) VALUES ($1, $2, $3, 1)',
      [attempt.rows[0]!.id, id, 'A'],
    );
  }
}

export const educationSeed: SeedStep = {
  name: '004_education',
  async run(tx) {
    // The home seed's videos: playable, described, the youth one in section 1.
    await tx.query(
      `UPDATE youth_videos SET video_url = CASE WHEN video_state = 1 AND rich_text_type = 0 THEN $1 ELSE '' END,
         description = '<p>' || topic || '</p>',
         video_type = CASE WHEN video_category = 1 THEN 1 ELSE video_type END
       WHERE id < $2`,
      [FULL_VIDEO_URL, FIRST_EDU_ID],
    );
    for (const v of eduSeedVideos) {
      const state = v.state ?? 1;
      await tx.query(
        `INSERT INTO youth_videos (id, topic, key_speaker, key_speaker_img_url, video_date, video_cover_url, video_state,
           video_category, video_type, rich_text_type, live_streaming_url, score_curr_price, score_origin_price,
           video_click_count, description, video_url, trial_url, try_see, video_pass_percentage, show_answer,
           show_answer_time, exam_limit_count, reading_sys_url, wechat_group_qr_code_url, wechat_official_url,
           seek_restricted, heart_base)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
           $22, $23, $24, $25, $26, $27)`,
        [
          v.id,
          v.topic,
          v.keySpeaker,
          '/media/avatar/doctor.svg',
          v.videoDate,
          `/media/${eduCover(v.id)}`,
          state,
          v.category,
          v.videoType ?? null,
          v.richText ? 1 : 0,
          v.liveUrl ?? '',
          v.price ?? 0,
          v.originPrice ?? v.price ?? 0,
          v.clicks ?? 0,
          v.description ?? desc(v.topic, v.keySpeaker),
          state === 1 && !v.richText ? FULL_VIDEO_URL : '',
          v.trySee ? TRIAL_VIDEO_URL : '',
          v.trySee ? 1 : 0,
          v.pass ?? 90,
          v.showAnswer ?? 0,
          v.showAnswerTime ?? null,
          v.examLimit ?? 1,
          v.readingSysUrl ?? '',
          `/media/${groupQr(v.id)}`,
          'https://mp.weixin.qq.com/',
          v.seekRestricted ? 1 : 0,
          v.hearts ?? 0,
        ],
      );
      for (const [i, q] of (v.questions ?? []).entries()) {
        await tx.query(
          `INSERT INTO youth_questions (youth_video_id, sort, question, question_type, choose_items, images,
             answer_items, question_analysis) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            v.id,
            i + 1,
            q.question,
            q.type,
            JSON.stringify(q.choose ?? []),
            q.images ? `/media/${questionImage}` : '',
            q.answer,
            q.analysis,
          ],
        );
      }
    }
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('youth_videos', 'id'), (SELECT max(id) FROM youth_videos))",
    );
    for (const c of seedComments) {
      await tx.query(
        `INSERT INTO youth_comments (youth_video_id, user_name, user_img, comment_type, text, create_time)
         VALUES ($1, $2, '/media/avatar/default.svg', 1, $3, $4)`,
        [c.videoId, c.name, c.text, c.time],
      );
    }
    for (const category of BANNER_CATEGORIES) {
      const positions = category === 1 ? ['full', 'left', 'right'] : ['full'];
      for (const [i, position] of positions.entries()) {
        await tx.query(
          'INSERT INTO youth_banners (category, platform, position, url, color, sort) VALUES ($1, $2, $3, $4, $5, $6)',
          [category, 'pc', position, `/media/${bannerPath(category, position)}`, bannerColor(category), i],
        );
      }
    }
    for (const [i, s] of seriesTypes.entries()) {
      await tx.query(
        'INSERT INTO dict_data (dict_type, dict_label, dict_value, dict_sort) VALUES ($1, $2, $3, $4)',
        ['edu_series_type', s.label, s.value, i + 1],
      );
    }
    await userState(tx);
  },
};
