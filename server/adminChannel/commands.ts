import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { campaignCommand, CAMPAIGN_USAGE } from '../campaigns/admin';
import type { Db } from '../db/types';
import { setSessionsOpen } from '../popsic/queries';
import { worksCommand, WORKS_USAGE } from '../popsic/submissionAdmin';
import { decideApplication, listApplications } from '../training/admin';

/**
 * The organisers' commands (`npm run admin -- …`; the spec shows no screens for them):
 *   list [--pending]                      applications, pending first
 *   approve <uid> <groupId>               an application approved
 *   reject <uid> <groupId> <reason…>      … or rejected, with the reason the user sees
 *   popsic-session open|ended             the works contest's submission session (decision 0044)
 *   works list [--uid N | --status S]     submissions (decision 0048)
 *   works review <id> <code> [reason]     a submission's review
 *   campaign list <qc|mc|ca|ms> [--status N]   a campaign's entries (decision 0052)
 *   campaign open <id> <uid>              qc only: opens a team's upload step, status 1 → 2
 * One function runs them, on whichever database it is given: the command line's own (no portal running,
 * or PostgreSQL) or the running portal's, through its admin channel (decision 0066). Either way it answers
 * the same exit code and lines, which the command line prints (`err` on stderr).
 */
export interface AdminResult {
  code: number;
  out: string[];
  err: string[];
}

export const ADMIN_USAGE = `usage: npm run admin -- list [--pending] | approve <uid> <groupId> | reject <uid> <groupId> <reason> | popsic-session open|ended
${WORKS_USAGE}
${CAMPAIGN_USAGE}`;

const usage = (): AdminResult => ({ code: 2, out: [], err: [ADMIN_USAGE] });

const COMMANDS = ['list', 'approve', 'reject', 'popsic-session', 'works', 'campaign'];
/** Whether `argv` names a command at all (its arguments are checked by the command itself). */
export const isAdminCommand = (argv: readonly string[]): boolean => COMMANDS.includes(argv[0] ?? '');

/** `console.table` of the rows as text lines, as the command line printed it before there was a channel. */
function table(rows: readonly object[]): string[] {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      text += chunk.toString('utf8');
      done();
    },
  });
  new Console({ stdout: sink, colorMode: false }).table(rows);
  return text.replace(/\n$/, '').split('\n');
}

export async function runAdminCommand(
  db: Db,
  argv: readonly string[],
  now: () => number = Date.now,
): Promise<AdminResult> {
  const [cmd, uidArg, groupId, ...rest] = argv;
  if (cmd === 'works') return worksCommand(db, argv.slice(1));
  if (cmd === 'campaign') return campaignCommand(db, argv.slice(1), now());
  if (cmd === 'popsic-session') {
    if (uidArg !== 'open' && uidArg !== 'ended') return usage();
    await setSessionsOpen(db, uidArg === 'open', now());
    return { code: 0, out: [`works contest submission session: ${uidArg}`], err: [] };
  }
  if (cmd === 'list')
    return { code: 0, out: table(await listApplications(db, uidArg === '--pending')), err: [] };
  if (cmd !== 'approve' && cmd !== 'reject') return usage();
  // A user id as the database keeps it (int4), so no argument reaches the SQL as something it refuses.
  if (!/^\d{1,9}$/.test(uidArg ?? '') || !groupId || (cmd === 'reject' && rest.length === 0)) return usage();
  const uid = Number(uidArg);
  const done = await decideApplication(db, uid, groupId, cmd, rest.join(' '));
  return done
    ? {
        code: 0,
        out: [`${cmd === 'approve' ? 'approved' : 'rejected'}: uid ${uid}, group ${groupId}`],
        err: [],
      }
    : { code: 1, out: [`no application of uid ${uid} in group ${groupId}`], err: [] };
}
