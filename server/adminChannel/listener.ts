import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { adminMsg } from '../../src/text/admin';
import type { Db } from '../db/types';
import { envelopeOptions, registerErrorHandler } from '../http/errors';
import { fail, ok } from '../http/reply';
import { runAdminCommand } from './commands';
import { CHANNEL_FILE, COMMAND_PATH, commandRequestSchema, type ChannelFile } from './protocol';

export interface AdminChannel {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Stops listening and removes the channel file (if it is still this channel's). */
  close(): Promise<void>;
}

export interface AdminChannelOptions {
  db: Db;
  /** The portal's DATA_DIR, where the channel file goes. */
  dataDir: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** Whether an Authorization header carries the channel's secret (compared in constant time). */
export function authorised(header: string | undefined, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(secret);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * The running portal's admin channel (decision 0066): a listener of its own on 127.0.0.1, on a port the system
 * picks, never on the portal's public port, that runs `npm run admin`'s commands on the portal's own database
 * for a caller holding the secret. The secret is new at every start and is written, with the address, to
 * `DATA_DIR/admin-channel.json` with mode 0600, so only the machine's user that runs the portal reads it.
 */
export async function startAdminChannel({
  db,
  dataDir,
  log,
  now = Date.now,
}: AdminChannelOptions): Promise<AdminChannel> {
  const secret = randomBytes(32).toString('base64url');
  let requests = 0;
  const app = Fastify({
    loggerInstance: log,
    // Its requests' ids apart from the portal's own (req-1 …) in the one log.
    genReqId: () => `admin-${++requests}`,
    bodyLimit: 256 * 1024,
    ...envelopeOptions(),
  });
  registerErrorHandler(app);
  // Before the body is read: a caller without the secret gets nothing else.
  app.addHook('onRequest', async (request, reply) => {
    if (!authorised(request.headers.authorization, secret))
      return reply.code(401).send(fail(adminMsg.channelUnauthorized, 401));
  });
  app.post(COMMAND_PATH, async (request, reply) => {
    const body = commandRequestSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send(fail(adminMsg.channelBadRequest, 400));
    const result = await runAdminCommand(db, body.data.argv, now);
    log.info({ argv: body.data.argv, exitCode: result.code }, 'admin command through the admin channel');
    return ok(result);
  });
  await app.listen({
    host: '127.0.0.1',
    port: 0,
    listenTextResolver: (address) => `admin channel on ${address} (loopback only; npm run admin uses it)`,
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  const file: ChannelFile = { pid: process.pid, url: `http://127.0.0.1:${port}`, secret };

  const path = join(dataDir, CHANNEL_FILE);
  // Written aside with mode 0600, then moved into place: never readable by others, never seen half-written.
  const draft = `${path}.${process.pid}.new`;
  rmSync(draft, { force: true }); // a crashed life's draft keeps its mode: 'wx' makes a new one
  writeFileSync(draft, `${JSON.stringify(file)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(draft, path);

  let closed = false;
  return {
    url: file.url,
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (readFileSync(path, 'utf8').includes(secret)) unlinkSync(path);
      } catch {
        // already gone
      }
      await app.close();
    },
  };
}
