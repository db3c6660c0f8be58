import { readChannel, sendAdminCommand } from './adminChannel/client';
import { ADMIN_USAGE, isAdminCommand, runAdminCommand, type AdminResult } from './adminChannel/commands';
import { MEMORY, loadConfig, type Config } from './config';
import { createDb } from './db';
import { DbLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { adminMsg } from '../src/text/admin';

/**
 * Organisers' command line, `npm run admin -- <command>` (the commands: server/adminChannel/commands.ts).
 * Where it runs them (decision 0066):
 * - DATABASE_URL (PostgreSQL, made for many processes): on the database itself, portal running or not;
 * - the embedded database in DATA_DIR, no portal running: opens it itself, under its lock (server/db/lock.ts);
 * - the embedded database while the portal runs (the lock is the portal's): through the portal's admin channel
 *   (127.0.0.1, the secret in DATA_DIR/admin-channel.json), so no second process ever opens the database;
 * - DATA_DIR=memory://: refused, nothing on disk leads to that portal.
 * The output is the same either way.
 */
async function direct(config: Config, argv: readonly string[]): Promise<AdminResult> {
  const db = await createDb(config, 'admin');
  try {
    await migrate(db);
    return await runAdminCommand(db, argv);
  } finally {
    await db.close();
  }
}

async function run(argv: readonly string[]): Promise<AdminResult> {
  if (!isAdminCommand(argv)) return { code: 2, out: [], err: [ADMIN_USAGE] };
  const config = loadConfig();
  if (config.databaseUrl) return direct(config, argv);
  if (config.dataDir === MEMORY) return { code: 2, out: [], err: [adminMsg.memory] };
  try {
    return await direct(config, argv);
  } catch (e) {
    if (!(e instanceof DbLockedError)) throw e;
    if (e.info.holder !== 'server') return { code: 1, out: [], err: [e.message] };
    const channel = readChannel(config.dataDir);
    if (channel === null || channel.pid !== e.info.pid)
      return { code: 1, out: [], err: [adminMsg.channelMissing(e.info.pid)] };
    return sendAdminCommand(channel, argv);
  }
}

run(process.argv.slice(2)).then(
  (r) => {
    for (const line of r.out) console.log(line);
    for (const line of r.err) console.error(line);
    process.exit(r.code);
  },
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
