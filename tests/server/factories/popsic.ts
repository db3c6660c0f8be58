import { REVIEW_STATUS } from '../../../domain/reviewStatus';
import type { Queryable } from '../../../server/db/types';
import { createSubmission, type SubmissionRow } from './submissions';

/** A published work of the contest: public, and no one's submission. */
export interface WorkRow extends SubmissionRow {
  likedNumber: number;
}

/**
 * A published work of `uid` (status 0 and never sent through the form, as the contest's works of
 * server/seed/popsic.ts are), with `likedNumber` earlier likes; any field of a submission may be given.
 */
export async function createWork(
  db: Queryable,
  {
    likedNumber = 0,
    ...over
  }: Pick<SubmissionRow, 'uid'> & Partial<Omit<WorkRow, 'id' | 'uid' | 'status' | 'submitted'>>,
): Promise<WorkRow> {
  const work = await createSubmission(db, { ...over, status: REVIEW_STATUS.approved, submitted: false });
  await db.query('UPDATE popsic_works SET liked_number = $2 WHERE id = $1', [work.id, likedNumber]);
  return { ...work, likedNumber };
}
