import { startAdminChannel, type AdminChannel } from './adminChannel/listener';
import { buildApp } from './app';
import { LOGIN_MODE_NOTICE, loadConfig, loginMode, uploadStoreNotice } from './config';
import { createDb, embeddedDataDir } from './db';
import { DbLockedError } from './db/lock';
import { migrate } from './db/migrate';
import { seed } from './seed';
import { attachChat } from './liveRoom/chatServer';
import { logFormat, loggerOptions } from './http/logging';
import { installProcessGuard } from './processGuard';

/** Entry: database, migrations, seed data, then the API and the client on one port. */
async function main() {
  const config = loadConfig();
  const format = logFormat(process.env, process.stdout.isTTY === true);
  // The embedded database is this process's alone while it runs (its lock; decision 0066).
  const db = await createDb(config, 'server');
  const migrated = await migrate(db);
  const seeded = await seed(db);
  const app = buildApp({ config, db, logger: loggerOptions(undefined, { format }) });
  // The live chat (socket.io) shares the HTTP server and port; REDIS_URL spans several processes.
  const chat = await attachChat(
    app.server,
    { config, db, now: Date.now },
    { redisUrl: process.env.REDIS_URL || null, log: app.log },
  );
  if (config.testRoutes)
    app.log.warn('test-only endpoints on (TEST_ROUTES=1, server/testing/routes.ts): never in a deployment');
  if (migrated.length) app.log.info(`migrations applied: ${migrated.join(', ')}`);
  if (seeded.length) app.log.info(`seed data inserted: ${seeded.join(', ')}`);
  app.log[loginMode(config) === 'wechat' ? 'info' : 'warn'](LOGIN_MODE_NOTICE[loginMode(config)]);
  app.log.info(uploadStoreNotice(config));

  let admin: AdminChannel | null = null;
  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await admin?.close();
      await chat.close();
      await app.close();
    } finally {
      // Closing PGlite flushes it to DATA_DIR, so the data is there at the next start; then the lock goes.
      await db.close();
      process.exit(exitCode);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Log and keep serving on an unhandled rejection or an uncaught exception (docs/decisions/0006).
  installProcessGuard(process, app.log, {
    serving: () => app.server.listening,
    stop: (reason) => void shutdown(reason, 1),
  });

  // One line per address, in Fastify's place of its own "Server listening at …".
  const data = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `portal listening on ${address} (data: ${data})`,
  });
  // `npm run admin` reaches the embedded database through this portal while it runs (decision 0066).
  const dataDir = embeddedDataDir(config);
  if (dataDir !== null && !closing) {
    admin = await startAdminChannel({ db, dataDir, log: app.log });
  }
}

main().catch((e: unknown) => {
  // Refused the embedded database (another process has it): the message says who and what to do.
  console.error(e instanceof DbLockedError ? e.message : e);
  process.exit(1);
});
