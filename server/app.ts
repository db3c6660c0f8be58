import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/types';
import { envelopeOptions, registerErrorHandler } from './http/errors';
import { registerFormParser } from './http/forms';
import { registerSecurityHeaders } from './http/headers';
import { registerInputGuard } from './http/inputGuard';
import { createMediaStore, type MediaStore } from './media/store';
import { withTestRoutes } from './testing/routes';
import { areas } from './areas';

export interface BuildOptions {
  config: Config;
  /** Migrated (and seeded) database. */
  db: Db;
  /**
   * The server clock in ms; tests pass their own to move time. With TEST_ROUTES=1 it is wrapped in a
   * clock that the test-only clock endpoint moves forward (server/testing/clock.ts).
   */
  now?: () => number;
  /** Defaults to `${DATA_DIR}/media`, or memory for `memory://`. */
  media?: MediaStore;
  /** Fastify's logger option (tests may pass a stream to read the log). */
  logger?: FastifyServerOptions['logger'];
}

/** The whole API (no listen), so tests can use `app.inject`. */
export function buildApp({
  config,
  db,
  now = Date.now,
  media,
  logger = false,
}: BuildOptions): FastifyInstance {
  // With a certificate, https: HTTP/2 for browsers (one connection carries the page's many chunks, decision
  // 0059), HTTP/1.1 on the same port for other clients and the chat's WebSocket upgrade.
  // (Fastify's types tie the options to one server kind; the routes use neither kind's own API.)
  const https = config.tls && {
    http2: true,
    https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key },
  };
  // A plugin's start (the journals' demo files put into the media store) may take longer than Fastify's 10 s
  // on a busy machine; the server's start is not the place to give up on it.
  const app = Fastify({ logger, pluginTimeout: 60_000, ...envelopeOptions(), ...(https as object) });

  // Cookies: the login state cookie (decision 0004). Registered once, here.
  void app.register(fastifyCookie);
  // API answers above 1 KB are compressed for browsers that accept it (brotli at a quality fit for
  // answers made per request); the built files are precompressed (server/web/static.ts), media is not.
  void app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerSecurityHeaders(app, config);
  registerFormParser(app);
  registerErrorHandler(app);
  registerInputGuard(app);
  // Routes are declared once the plugins above have loaded: @fastify/compress (and any plugin that
  // hooks `onRoute`) only reaches routes declared after it.
  // With TEST_ROUTES=1 (never in production) the test-only endpoints, declared with a clock they move.
  const ctx = withTestRoutes(app, { config, db, now, media: media ?? createMediaStore(config) });
  for (const area of areas) void app.register(area.plugin, { ctx });
  return app;
}
