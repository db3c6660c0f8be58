import { campaignCommand, CAMPAIGN_USAGE } from './campaigns/admin';
import { loadConfig } from './config';
import { createDb } from './db';
import { migrate } from './db/migrate';
import { setSessionsOpen } from './popsic/queries';
import { worksCommand, WORKS_USAGE } from './popsic/submissionAdmin';
import { decideApplication, listApplications } from './training/admin';

/**
 * Organisers' command line (the spec does not show their screens):
 *   npm run admin -- list [--pending]
 *   npm run admin -- approve <uid> <groupId>
 *   npm run admin -- reject <uid> <groupId> <reason…>
 *   npm run admin -- popsic-session open|ended   (the works contest's submission session, decision 0044)
 *   npm run admin -- works list [--uid N | --status S]
 *   npm run admin -- works review <id> <code> [reason]   (a submission's review, decision 0048)
 *   npm run admin -- campaign list <qc|mc|ca|ms> [--status N]   (a campaign's entries, decision 0052)
 *   npm run admin -- campaign open <id> <uid>   (qc only: opens a team's upload step, status 1 → 2)
 * It opens the same database as the server (DATA_DIR or DATABASE_URL). PGlite allows one process at a
 * time: stop the server first, or use DATABASE_URL.
 */
const usage = `usage: npm run admin -- list [--pending] | approve <uid> <groupId> | reject <uid> <groupId> <reason> | popsic-session open|ended
${WORKS_USAGE}
${CAMPAIGN_USAGE}`;

async function main(argv: string[]): Promise<number> {
  const [cmd, uidArg, groupId, ...rest] = argv;
  if (cmd === 'works' || cmd === 'campaign') {
    const db = await createDb(loadConfig());
    try {
      await migrate(db);
      const r = await (cmd === 'works' ? worksCommand : campaignCommand)(db, argv.slice(1));
      for (const line of r.out) console.log(line);
      for (const line of r.err) console.error(line);
      return r.code;
    } finally {
      await db.close();
    }
  }
  if (cmd === 'popsic-session') {
    if (uidArg !== 'open' && uidArg !== 'ended') {
      console.error(usage);
      return 2;
    }
    const db = await createDb(loadConfig());
    try {
      await migrate(db);
      await setSessionsOpen(db, uidArg === 'open', Date.now());
      console.log(`works contest submission session: ${uidArg}`);
      return 0;
    } finally {
      await db.close();
    }
  }
  if (cmd !== 'list' && cmd !== 'approve' && cmd !== 'reject') {
    console.error(usage);
    return 2;
  }
  const db = await createDb(loadConfig());
  try {
    await migrate(db);
    if (cmd === 'list') {
      console.table(await listApplications(db, uidArg === '--pending'));
      return 0;
    }
    const uid = Number(uidArg);
    if (!Number.isInteger(uid) || !groupId || (cmd === 'reject' && rest.length === 0)) {
      console.error(usage);
      return 2;
    }
    const done = await decideApplication(db, uid, groupId, cmd, rest.join(' '));
    console.log(
      done
        ? `${cmd === 'approve' ? 'approved' : 'rejected'}: uid ${uid}, group ${groupId}`
        : `no application of uid ${uid} in group ${groupId}`,
    );
    return done ? 0 : 1;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
