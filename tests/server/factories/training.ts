import type { Queryable } from '../../../server/db/types';
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
