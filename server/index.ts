import { buildApp } from './app';
import { LOGIN_MODE_NOTICE, loadConfig, loginMode, uploadStoreNotice } from './config';
import { createDb } from './db';
import { migrate } from './db/migrate';
import { seed } from './seed';
import { attachChat } from './liveRoom/chatServer';
import { logFormat, loggerOptions } from './http/logging';
import { installProcessGuard } from './processGuard';

/** Entry: database, migrations, seed data, then the API and the client on one port. */
async function main() {
  const config = loadConfig();
  const format = logFormat(process.env, process.stdout.isTTY === true);
  const db = await createDb(config);
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

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await chat.close();
      await app.close();
    } finally {
      // Closing PGlite flushes it to DATA_DIR, so the data is there at the next start.
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

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `portal listening on ${address} (data: ${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`,
  );
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
