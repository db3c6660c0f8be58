import type { Queryable } from '../../../server/db/types';
import { unique } from './common';

export interface ExpertGroupRow {
  id: number;
  /** 1 committee, 2 study group (domain/experts.ts EXPERT_LABEL). */
  label: 1 | 2 | 3;
  name: string;
  /** 0: hidden (001 §3). */
  status: 0 | 1;
  sort: number;
}

/** A group of the expert directory, inserted as server/seed/experts.ts inserts them. */
export async function createExpertGroup(
  db: Queryable,
  over: Partial<Omit<ExpertGroupRow, 'id'>> = {},
): Promise<ExpertGroupRow> {
  const row = { label: 2 as const, name: unique('测试学组'), status: 1 as const, sort: 0, ...over };
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO expert_groups (group_label, group_name, status, sort) VALUES ($1, $2, $3, $4) RETURNING id',
    [row.label, row.name, row.status, row.sort],
  );
  return { id: rows[0]!.id, ...row };
}

export interface ExpertRow {
  id: number;
  name: string;
  title: string;
  hospital: string;
  avatarUrl: string;
  achievement: 0 | 1;
  label: 1 | 2 | 3;
  groupId: number | null;
  duties: string;
  takeOffice: string;
  honor: string;
  skillIn: string;
  topicName: string;
  topicUrl: string;
  sort: number;
  /** Training video ids of the detail's recommended courses, in order. */
  courses: number[];
}

/** An expert (and its recommended courses), inserted as server/seed/experts.ts inserts them. */
export async function createExpert(
  db: Queryable,
  over: Partial<Omit<ExpertRow, 'id'>> = {},
): Promise<ExpertRow> {
  const row = {
    name: unique('测试专家'),
    title: '主任医师',
    hospital: '测试医院',
    avatarUrl: '',
    achievement: 0 as const,
    label: 3 as const,
    groupId: null,
    duties: '',
    takeOffice: '',
    honor: '',
    skillIn: '',
    topicName: '',
    topicUrl: '',
    sort: 0,
    courses: [],
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO experts (name, title, hospital, avatar_url, achievement, group_label, group_id, duties,
       take_office, honor, skill_in, topic_name, topic_url, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      row.name,
      row.title,
      row.hospital,
      row.avatarUrl,
      row.achievement,
      row.label,
      row.groupId,
      row.duties,
      row.takeOffice,
      row.honor,
      row.skillIn,
      row.topicName,
      row.topicUrl,
      row.sort,
    ],
  );
  const id = rows[0]!.id;
  for (const [k, video] of row.courses.entries())
    await db.query('INSERT INTO expert_courses (expert_id, training_video_id, sort) VALUES ($1, $2, $3)', [
      id,
      video,
      k,
    ]);
  return { id, ...row };
}
