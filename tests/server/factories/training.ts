import type { Queryable } from '../../../server/db/types';
import { TRAINING_VIDEO_URL } from '../../../server/seed/training';
import type { PaperQuestion } from '../../../server/training/exam';
import { unique } from './common';

/** A training group as the apply calls read it (`course_group_id` is its `dict_value`). */
export interface TrainingGroupRow {
  dictValue: string;
  dictLabel: string;
}

/** A training group of its own (an application needs one); any field may be given. */
export async function createTrainingGroup(
  db: Queryable,
  over: Partial<TrainingGroupRow> = {},
): Promise<TrainingGroupRow> {
  const row = { dictValue: unique('g'), dictLabel: unique('测试培训组'), ...over };
  await db.query('INSERT INTO training_groups (dict_value, dict_label) VALUES ($1, $2)', [
    row.dictValue,
    row.dictLabel,
  ]);
  return row;
}

/** An application to a training group: 0 pending, 1 approved, 2 rejected (with a reason). */
export interface ApplicationRow {
  uid: number;
  groupId: string;
  state: 0 | 1 | 2;
  approvalReason: string;
}

/** An application, inserted as server/seed/training.ts inserts the demo user's; any field may be given. */
export async function createApplication(
  db: Queryable,
  { uid, groupId, ...over }: Pick<ApplicationRow, 'uid' | 'groupId'> & Partial<ApplicationRow>,
): Promise<ApplicationRow> {
  const row = { uid, groupId, state: 0 as const, approvalReason: '', ...over };
  await db.query(
    `INSERT INTO training_applications (uid, course_group_id, real_name, phone, company_name, state, approval_reason,
       created_at) VALUES ($1, $2, '测试学员', '13800000000', '测试医院', $3, $4, '2025-03-01T00:00:00Z')`,
    [row.uid, row.groupId, row.state, row.approvalReason],
  );
  return row;
}

/** A paper of `answers.length` questions, the i-th answered by `answers[i]` (a multiple choice when it has a comma). */
export const examPaper = (answers: string[]): PaperQuestion[] =>
  answers.map((answerItems, i) => ({
    idx: i + 1,
    question: `第${i + 1}题：${unique('测试考题')}`,
    questionType: answerItems.includes(',') ? 2 : 1,
    chooseItems: ['选项一', '选项二', '选项三', '选项四'],
    answerItems,
    questionAnalysis: unique('解析'),
  }));

/** A training video as made: what the list, detail, watch and exam calls decide on. */
export interface TrainingVideoRow {
  id: number;
  /** Its training group's `dict_value` (the group must exist: createTrainingGroup). */
  groupId: string;
  topic: string;
  videoDate: string;
  /** Seconds an attempt lasts. */
  examDuration: number;
  examLimitCount: number;
  /** 1: a graded attempt answers the paper with its answers. */
  showAnswer: 0 | 1;
  paper: PaperQuestion[];
  likeCount: number;
}

/** A training video with its exam paper, inserted as server/seed/training.ts inserts them; any field may be given. */
export async function createTrainingVideo(
  db: Queryable,
  { groupId, ...over }: Pick<TrainingVideoRow, 'groupId'> & Partial<Omit<TrainingVideoRow, 'id' | 'groupId'>>,
): Promise<TrainingVideoRow> {
  const row = {
    groupId,
    topic: unique('测试培训视频'),
    videoDate: '2025-04-06 09:00:00',
    examDuration: 600,
    examLimitCount: 3,
    showAnswer: 1 as const,
    paper: examPaper(['A', 'B', 'C']),
    likeCount: 10,
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO training_videos (topic, course_group_id, key_speaker, video_date, video_cover_url, video_url,
       description, video_view_count, like_count, exam_json, exam_duration, exam_limit_count, show_answer)
     VALUES ($1, $2, '测试讲者', $3, '/media/avatar/doctor.svg', $4, $5, 100, $6, $7, $8, $9, $10) RETURNING id`,
    [
      row.topic,
      row.groupId,
      row.videoDate,
      TRAINING_VIDEO_URL,
      `<p>${row.topic}</p>`,
      row.likeCount,
      JSON.stringify(row.paper),
      row.examDuration,
      row.examLimitCount,
      row.showAnswer,
    ],
  );
  return { id: rows[0]!.id, ...row };
}
