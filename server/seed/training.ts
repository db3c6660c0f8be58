import type { SeedStep } from './types';

/**
 * Training (001 §2 Training, §3, §4): four course groups so the demo user (uid 1) meets every
 * learningProcess and apply state, videos on the shared test-pattern mp4, a normal exam (10 min,
 * 3 chances) and a short one (20 s) for the time-up path.
 */
export const TRAINING_VIDEO_URL = '/media/video/test-pattern.mp4';

export const trainingGroups = [
  { dictValue: '1', dictLabel: '胸部影像诊断规范化培训' }, // uid 1: not applied → learningProcess 0
  { dictValue: '2', dictLabel: '神经影像进阶课程' }, // uid 1: pending → 1 / state 0
  { dictValue: '3', dictLabel: '腹部影像质量控制' }, // uid 1: rejected → 1 / state 2
  { dictValue: '4', dictLabel: '影像科住培考核课程' }, // uid 1: approved → 1, 2, 3 per video
] as const;

export interface SeedQuestion {
  idx: number;
  question: string;
  questionType: 1 | 2 | 3;
  chooseItems: string[];
  answerItems: string;
  questionAnalysis: string;
}

const basePaper: SeedQuestion[] = [
  {
    idx: 1,
    question: '胸部CT肺窗常用的窗宽、窗位是？',
    questionType: 1,
    chooseItems: ['窗宽1500，窗位-600', '窗宽350，窗位40', '窗宽80，窗位35', '窗宽2000，窗位500'],
    answerItems: 'A',
    questionAnalysis: '肺窗需要较宽的窗宽和较低的窗位，以显示肺实质细节。',
  },
  {
    idx: 2,
    question: '下列哪些属于磨玻璃结节的随访要点？',
    questionType: 2,
    chooseItems: ['结节大小变化', '实性成分出现或增大', '患者身高', '结节密度变化'],
    answerItems: 'A,B,D',
    questionAnalysis: '大小、实性成分和密度变化提示恶性风险，与身高无关。',
  },
  {
    idx: 3,
    question: 'MRI的T1加权像中，脂肪通常表现为？',
    questionType: 1,
    chooseItems: ['低信号', '高信号', '无信号', '等信号'],
    answerItems: 'B',
    questionAnalysis: '脂肪T1弛豫时间短，T1WI呈高信号。',
  },
  {
    idx: 4,
    question: '增强CT使用碘对比剂前应询问哪些情况？',
    questionType: 2,
    chooseItems: ['过敏史', '肾功能', '甲状腺功能亢进病史', '血型'],
    answerItems: 'A,B,C',
    questionAnalysis: '过敏史、肾功能与甲亢是使用碘对比剂前必须评估的内容。',
  },
  {
    idx: 5,
    question: '急性脑梗死最早可在哪种序列上显示高信号？',
    questionType: 1,
    chooseItems: ['T2WI', 'FLAIR', 'DWI', 'T1WI'],
    answerItems: 'C',
    questionAnalysis: 'DWI可在发病数分钟内显示细胞毒性水肿。',
  },
];

interface SeedVideo {
  topic: string;
  group: string;
  speaker: string;
  date: string;
  examDuration: number;
  examLimitCount: number;
  showAnswer: 0 | 1;
  paper: SeedQuestion[];
  /** uid 1's watch record: none, partial, or completed. */
  demoWatch: 'none' | 'partial' | 'completed';
}

/** The generated cover of the i-th seeded training video (path under /media/; see server/media/fixtures.ts). */
export const trainingCover = (i: number) => `training/cover-${String(i + 1).padStart(2, '0')}.png`;

export const trainingVideos: SeedVideo[] = [
  {
    topic: '肺结节的CT诊断与随访',
    group: '1',
    speaker: '王建国',
    date: '2025-03-02 09:00:00',
    examDuration: 600,
    examLimitCount: 3,
    showAnswer: 1,
    paper: basePaper,
    demoWatch: 'none',
  },
  {
    topic: '脑卒中的影像学评估',
    group: '2',
    speaker: '陈思远',
    date: '2025-03-09 09:00:00',
    examDuration: 600,
    examLimitCount: 3,
    showAnswer: 1,
    paper: basePaper,
    demoWatch: 'none',
  },
  {
    topic: '肝脏局灶性病变的MRI表现',
    group: '3',
    speaker: '刘晓梅',
    date: '2025-03-16 09:00:00',
    examDuration: 600,
    examLimitCount: 3,
    showAnswer: 1,
    paper: basePaper,
    demoWatch: 'none',
  },
  {
    topic: '影像检查的辐射防护（已报名，未观看）',
    group: '4',
    speaker: '赵立新',
    date: '2025-03-23 09:00:00',
    examDuration: 600,
    examLimitCount: 3,
    showAnswer: 1,
    paper: basePaper,
    demoWatch: 'none',
  },
  {
    topic: '对比剂的安全使用（学习中）',
    group: '4',
    speaker: '孙丽华',
    date: '2025-03-30 09:00:00',
    examDuration: 600,
    examLimitCount: 3,
    showAnswer: 1,
    paper: basePaper,
    demoWatch: 'partial',
  },
  {
    topic: '影像诊断报告书写规范（可考试）',
    group: '4',
    speaker: '周明',
    date: '2025-04-06 09:00:00',
    examDuration: 600,
    examLimitCount: 3,
    showAnswer: 1,
    paper: basePaper,
    demoWatch: 'completed',
  },
  {
    topic: '急诊影像快速判读（20秒限时考试）',
    group: '4',
    speaker: '吴海',
    date: '2025-04-13 09:00:00',
    examDuration: 20,
    examLimitCount: 2,
    showAnswer: 0,
    paper: basePaper,
    demoWatch: 'completed',
  },
];

export const trainingSeed: SeedStep = {
  name: '003_training',
  async run(tx) {
    for (const [i, g] of trainingGroups.entries()) {
      await tx.query('INSERT INTO training_groups (dict_value, dict_label, sort) VALUES ($1, $2, $3)', [
        g.dictValue,
        g.dictLabel,
        i,
      ]);
    }
    for (const [i, v] of trainingVideos.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO training_videos (topic, course_group_id, key_speaker, video_date, video_cover_url, video_url,
           description, video_view_count, like_count, exam_json, exam_duration, exam_limit_count, show_answer)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          v.topic,
          v.group,
          v.speaker,
          v.date,
          `/media/${trainingCover(i)}`,
          TRAINING_VIDEO_URL,
          `<p>${v.topic}：面向影像科医师的规范化培训课程，观看完整视频后可参加课后考试。</p>`,
          100 + i * 37,
          10 + i * 3,
          JSON.stringify(v.paper),
          v.examDuration,
          v.examLimitCount,
          v.showAnswer,
        ],
      );
      const id = rows[0]!.id;
      if (v.demoWatch !== 'none') {
        await tx.query(
          `INSERT INTO training_watch_records (uid, training_video_id, watch_position, max_position, completed)
           VALUES (1, $1, $2, $2, $3)`,
          [id, v.demoWatch === 'completed' ? 30 : 5, v.demoWatch === 'completed' ? 1 : 0],
        );
      }
    }
    const apps: [string, number, string][] = [
      ['2', 0, ''],
      ['3', 2, '单位信息与执业注册信息不一致，请核实后重新报名'],
      ['4', 1, ''],
    ];
    for (const [group, state, reason] of apps) {
      await tx.query(
        `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, approval_reason, created_at)
         VALUES (1, $1, '演示用户', '13800000001', '四川大学华西医院', $2, $3, '2025-03-01T00:00:00Z')`,
        [group, state, reason],
      );
    }
  },
};
