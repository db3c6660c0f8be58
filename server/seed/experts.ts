import { EXPERT_LABEL, type ExpertLabel } from '../../domain/experts';
import { trainingVideos } from './training';
import type { SeedStep } from './types';

/**
 * The expert directory (issue 13): 42 experts over the three labels, every branch of the pages:
 * experts without achievement data (数据更新中), experts with a topic link, one with a topic name but no
 * address (no link), one without an avatar, experts without recommended courses, and a hidden study group
 * (status 0) whose experts still appear under 全部学组.
 */
interface SeedGroup {
  key: string;
  label: ExpertLabel;
  name: string;
  status: 0 | 1;
}

export const seedExpertGroups: SeedGroup[] = [
  { key: 'chair', label: 1, name: '主任委员', status: 1 },
  { key: 'vice', label: 1, name: '副主任委员', status: 1 },
  { key: 'member', label: 1, name: '委员', status: 1 },
  { key: 'chest', label: 2, name: '胸部影像学组', status: 1 },
  { key: 'neuro', label: 2, name: '神经影像学组', status: 1 },
  { key: 'abdomen', label: 2, name: '腹部影像学组', status: 1 },
  { key: 'cardio', label: 2, name: '心血管影像学组', status: 1 },
  { key: 'breast', label: 2, name: '乳腺影像学组（筹）', status: 0 },
];

const TITLES = ['主任医师、教授', '主任医师', '副主任医师、副教授', '副主任医师', '主治医师'];
const HOSPITALS = [
  '四川大学华西医院',
  '北京协和医院',
  '复旦大学附属中山医院',
  '中山大学附属第一医院',
  '华中科技大学同济医学院附属同济医院',
  '浙江大学医学院附属第一医院',
  '西京医院',
  '中南大学湘雅医院',
];

type SeedExpertRow = [name: string, group: string, achievement: 0 | 1];

const ROWS: SeedExpertRow[] = [
  // 委员 (label 1): 12
  ['宋彬', 'chair', 1],
  ['金征宇', 'vice', 1],
  ['刘士远', 'vice', 1],
  ['卢光明', 'vice', 0],
  ['王振常', 'member', 1],
  ['李坤成', 'member', 1],
  ['梁长虹', 'member', 0],
  ['龚启勇', 'member', 1],
  ['张惠茅', 'member', 1],
  ['高剑波', 'member', 1],
  ['郑传胜', 'member', 0],
  ['徐海波', 'member', 1],
  // 专业 (label 2): 18, two in the hidden group
  ['李真林', 'chest', 1],
  ['伍建林', 'chest', 1],
  ['萧毅', 'chest', 0],
  ['范丽', 'chest', 1],
  ['马林', 'neuro', 1],
  ['程敬亮', 'neuro', 1],
  ['朱文珍', 'neuro', 0],
  ['王培军', 'neuro', 1],
  ['严福华', 'abdomen', 1],
  ['曾蒙苏', 'abdomen', 1],
  ['孙应实', 'abdomen', 0],
  ['蒋涛', 'abdomen', 1],
  ['吕滨', 'cardio', 1],
  ['张龙江', 'cardio', 1],
  ['夏黎明', 'cardio', 0],
  ['赵世华', 'cardio', 1],
  ['彭卫军', 'breast', 1],
  ['顾雅佳', 'breast', 0],
  // 青年 (label 3): 12
  ['黄子星', '', 1],
  ['袁元', '', 1],
  ['张琰君', '', 0],
  ['陈宇辰', '', 1],
  ['李嘉琪', '', 1],
  ['王思远', '', 0],
  ['刘一鸣', '', 1],
  ['周晓彤', '', 1],
  ['吴昊天', '', 0],
  ['郑雨桐', '', 1],
  ['孙浩然', '', 1],
  ['何欣怡', '', 1],
];

const labelOfGroup = (key: string): ExpertLabel =>
  key === '' ? EXPERT_LABEL.youth : seedExpertGroups.find((g) => g.key === key)!.label;

const TOPICS: Record<string, [string, string]> = {
  宋彬: ['腹部影像智能诊断专题', 'https://data.example.com/topic/abdomen-ai'],
  李真林: ['肺结节CT随访数据集', 'https://data.example.com/dataset/lung-nodule'],
  马林: ['脑卒中多模态影像数据集', 'https://data.example.com/dataset/stroke'],
  黄子星: ['青年学者影像组学专题', 'https://data.example.com/topic/radiomics'],
};
/** A topic name without an address: no link (001 §2: both must exist). */
const TOPIC_NAME_ONLY = '金征宇';
/** No avatar: the page shows the name's first character. */
export const EXPERT_WITHOUT_AVATAR = '何欣怡';

/** The generated avatar of the i-th expert (path under /media/), or '' for the one without. */
export const expertAvatar = (i: number) =>
  ROWS[i]![0] === EXPERT_WITHOUT_AVATAR ? '' : `expert/avatar-${String(i + 1).padStart(2, '0')}.svg`;

const COURSE_TOPICS = trainingVideos.map((v) => v.topic);
/** Recommended courses: 1 to 3 training videos for an expert with data; none for every fifth. */
const coursesOf = (i: number): string[] =>
  i % 5 === 4
    ? []
    : [0, 1, 2].slice(0, (i % 3) + 1).map((k) => COURSE_TOPICS[(i + k) % COURSE_TOPICS.length]!);

export const seedExperts = ROWS.map(([name, group, achievement], i) => {
  const label = labelOfGroup(group);
  const topic = TOPICS[name];
  const title = TITLES[i % TITLES.length]!;
  const hospital = HOSPITALS[i % HOSPITALS.length]!;
  const withData = achievement === 1;
  return {
    name,
    group,
    label,
    achievement,
    title,
    hospital,
    avatarPath: expertAvatar(i),
    duties: withData
      ? `${hospital}放射科${label === 3 ? '医师' : '主任'}，${name}长期从事医学影像诊断与教学工作。`
      : '',
    takeOffice: withData
      ? [
          '中华医学会放射学分会委员',
          `${label === 3 ? '青年委员会委员' : '学组组长'}`,
          '《中华放射学杂志》编委',
        ].join('\n')
      : '',
    honor: withData ? ['国家科技进步奖二等奖', '省部级科技进步奖一等奖', '优秀医师奖'].join('\n') : '',
    skillIn: withData ? ['CT与磁共振诊断', '影像新技术的临床应用'].join('、') : '',
    topicName: topic?.[0] ?? (name === TOPIC_NAME_ONLY ? '心血管影像专题（筹备中）' : ''),
    topicUrl: topic?.[1] ?? '',
    courses: withData ? coursesOf(i) : [],
  };
});

export const expertsSeed: SeedStep = {
  name: '009_experts',
  async run(tx) {
    const groupIds = new Map<string, number>();
    for (const [i, g] of seedExpertGroups.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO expert_groups (group_label, group_name, status, sort) VALUES ($1, $2, $3, $4) RETURNING id',
        [g.label, g.name, g.status, i],
      );
      groupIds.set(g.key, rows[0]!.id);
    }
    const { rows: videos } = await tx.query<{ id: number; topic: string }>(
      'SELECT id, topic FROM training_videos',
    );
    const videoId = new Map(videos.map((v) => [v.topic, v.id]));
    for (const [i, e] of seedExperts.entries()) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO experts (name, title, hospital, avatar_url, achievement, group_label, group_id, duties,
           take_office, honor, skill_in, topic_name, topic_url, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          e.name,
          e.title,
          e.hospital,
          e.avatarPath ? `/media/${e.avatarPath}` : '',
          e.achievement,
          e.label,
          groupIds.get(e.group) ?? null,
          e.duties,
          e.takeOffice,
          e.honor,
          e.skillIn,
          e.topicName,
          e.topicUrl,
          i,
        ],
      );
      for (const [k, topic] of e.courses.entries()) {
        const video = videoId.get(topic);
        if (video === undefined) continue;
        await tx.query(
          'INSERT INTO expert_courses (expert_id, training_video_id, sort) VALUES ($1, $2, $3)',
          [rows[0]!.id, video, k],
        );
      }
    }
  },
};
