import type { Queryable } from '../db/types';

export interface ApplicationRow {
  uid: number;
  courseGroupId: string;
  realName: string;
  phone: string;
  companyName: string;
  state: number;
  approvalReason: string;
}

/** Applications, pending first. */
export async function listApplications(q: Queryable, onlyPending = false): Promise<ApplicationRow[]> {
  const { rows } = await q.query<ApplicationRow>(
    `SELECT uid, course_group_id AS "courseGroupId", real_name AS "realName", phone, company_name AS "companyName",
       state, approval_reason AS "approvalReason" FROM training_applications
     WHERE NOT $1 OR state = 0 ORDER BY state, created_at, uid`,
    [onlyPending],
  );
  return rows;
}

/** Approves (state 1) or rejects (state 2, with a reason shown to the user) one application. */
export async function decideApplication(
  q: Queryable,
  uid: number,
  groupId: string,
  decision: 'approve' | 'reject',
  reason = '',
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE training_applications SET state = $3, approval_reason = $4
     WHERE uid = $1 AND course_group_id = $2 RETURNING 1`,
    [uid, groupId, decision === 'approve' ? 1 : 2, decision === 'approve' ? '' : reason],
  );
  return rows.length > 0;
}
