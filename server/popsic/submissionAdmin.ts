import { REVIEW_STATUS, isReviewStatus, reviewStatusLabel } from '../../domain/reviewStatus';
import { REVIEW_TRANSITIONS, canReview } from '../../domain/submission';
import type { Db, Queryable } from '../db/types';

/**
 * The organisers' review of submissions (000 §4.4: how the server moves a work is not shown; decision
 * 0048): `npm run admin -- works list [--uid N | --status S]` and `works review <id> <code> [reason]`,
 * allowed only along domain REVIEW_TRANSITIONS.
 */

const S = REVIEW_STATUS;
/** The codes that reject or send back a work: their reason is the row's rejectReason (others clear it). */
export const REASONED_STATUSES: readonly number[] = [
  S.firstRejected,
  S.returnedForChanges,
  S.secondNeedsChanges,
  S.secondRejected,
  S.thirdNeedsChanges,
  S.thirdRejected,
  S.failed,
];

export interface SubmissionRow {
  id: number;
  uid: number;
  title: string;
  status: number;
  label: string;
  rejectReason: string;
}

/** Submissions (not the works published before the wizard), newest first; by author or status. */
export async function listSubmissions(
  q: Queryable,
  filter: { uid?: number; status?: number } = {},
): Promise<SubmissionRow[]> {
  const { rows } = await q.query<Omit<SubmissionRow, 'label'>>(
    `SELECT id, uid, title, status::int AS status, reject_reason AS "rejectReason" FROM popsic_works
     WHERE submitted AND ($1::int IS NULL OR uid = $1) AND ($2::int IS NULL OR status = $2)
     ORDER BY create_time DESC, id DESC`,
    [filter.uid ?? null, filter.status ?? null],
  );
  return rows.map((r) => ({ ...r, label: reviewStatusLabel(r.status) }));
}

export type ReviewResult =
  | { ok: true; from: number; to: number }
  | { ok: false; reason: 'notFound' }
  | { ok: false; reason: 'illegal'; from: number; legal: readonly number[] };

/**
 * Moves submission `id` to status `to` when domain canReview allows it from its present status, storing
 * `reason` as its rejectReason for a rejecting or sending-back code (cleared otherwise). The row is
 * locked, so an author's concurrent edit and the review happen one after the other.
 */
export async function reviewSubmission(db: Db, id: number, to: number, reason = ''): Promise<ReviewResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: number }>(
      'SELECT status::int AS status FROM popsic_works WHERE id = $1 AND submitted FOR UPDATE',
      [id],
    );
    const from = rows[0]?.status;
    if (from === undefined) return { ok: false, reason: 'notFound' } as const;
    if (!canReview(from, to))
      return { ok: false, reason: 'illegal', from, legal: REVIEW_TRANSITIONS[from] ?? [] } as const;
    await tx.query('UPDATE popsic_works SET status = $2, reject_reason = $3 WHERE id = $1', [
      id,
      to,
      REASONED_STATUSES.includes(to) ? reason.trim() : '',
    ]);
    return { ok: true, from, to } as const;
  });
}

const describe = (code: number) => `${code} ${reviewStatusLabel(code)}`;

export const WORKS_USAGE =
  'usage: npm run admin -- works list [--uid N | --status S] | works review <id> <code> [reason]';

/**
 * `works …` of the admin command line: answers the exit code and the lines to print (errors on stderr),
 * so tests call it as the command line does.
 */
export async function worksCommand(
  db: Db,
  args: readonly string[],
): Promise<{ code: number; out: string[]; err: string[] }> {
  const usage = { code: 2, out: [], err: [WORKS_USAGE] };
  const [sub, ...rest] = args;
  const int = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) ? Number(s) : null);

  if (sub === 'list') {
    const [flag, value] = rest;
    const filter: { uid?: number; status?: number } = {};
    if (flag !== undefined) {
      const n = int(value);
      if (n === null || rest.length !== 2 || (flag !== '--uid' && flag !== '--status')) return usage;
      if (flag === '--status' && !isReviewStatus(n))
        return { code: 2, out: [], err: [`unknown status ${value}`] };
      filter[flag === '--uid' ? 'uid' : 'status'] = n;
    }
    const rows = await listSubmissions(db, filter);
    const out = rows.map(
      (r) =>
        `${r.id}\tuid ${r.uid}\t${describe(r.status)}\t${r.title}${r.rejectReason ? `\t(${r.rejectReason})` : ''}`,
    );
    return { code: 0, out: out.length > 0 ? out : ['no submissions'], err: [] };
  }

  if (sub === 'review') {
    const [idArg, codeArg, ...reason] = rest;
    const id = int(idArg);
    const to = int(codeArg);
    if (id === null || to === null) return usage;
    if (!isReviewStatus(to)) return { code: 2, out: [], err: [`unknown status ${codeArg}`] };
    const r = await reviewSubmission(db, id, to, reason.join(' '));
    if (r.ok) return { code: 0, out: [`work ${id}: ${describe(r.from)} → ${describe(r.to)}`], err: [] };
    if (r.reason === 'notFound') return { code: 1, out: [], err: [`no submission ${id}`] };
    const legal =
      r.legal.length > 0 ? r.legal.map(describe).join(', ') : 'none (final, or the author edits it)';
    return {
      code: 1,
      out: [],
      err: [`work ${id} is ${describe(r.from)}: cannot move to ${describe(to)}; legal next: ${legal}`],
    };
  }
  return usage;
}
