import type { ServerOptions, Upload } from '@tus/server';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadMsg } from '../../src/text/upload';
import { findSessionUid } from '../account/sessions';
import type { AppContext } from '../context';
import { requireUser } from '../http/auth';
import { statusMessage } from '../http/errors';
import { expiredBody, fail, ok } from '../http/reply';
import { cleanFileName, judgeContent, nameIsAccepted } from './content';
import type { FinishedStore } from './finished';
import { IMAGE_MAX_BYTES, isPictureName } from './limits';
import { forgetExpired, isLive, quotaMessage, release, reserve } from './quota';
import { recordUpload } from './registry';
import { newUploadName, TUS_EXPIRY_MS, TUS_ID, uploadUrl } from './storage';
import { HouseTusServer, refusal } from './tusRefusals';
import { TusStore } from './tusStore';

const t = uploadMsg;

/** The resumable endpoint (tus 1.0: POST creates, HEAD tells the offset, PATCH appends, DELETE discards). */
export const TUS_PATH = '/api/science/tus';
export { TUS_EXPIRY_MS };
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];

const BEARER = /^Bearer\s+(\S+)$/i;
const unauthorised = () => ({ status_code: 401, body: JSON.stringify(expiredBody()) });
/** tus's "no such upload" (404) and "no longer there" (410), from either store. */
const isMissing = (e: unknown) => {
  const status = (e as { status_code?: unknown } | null)?.status_code;
  return status === 404 || status === 410;
};

/**
 * The tus server of the uploads (decisions 0049, 0065): every request needs a valid bearer token (HTTP 401
 * otherwise). Creating checks, before any byte: the name claims a kind the portal takes, the length is
 * given, a picture is at most IMAGE_MAX_BYTES, and the length fits in the user's quota (quota.ts: the
 * upload is then counted as in flight). The creating user's uid is kept in the upload's metadata; HEAD,
 * PATCH and DELETE act only on an upload that exists and is that user's (anything else answers 404, as
 * for an upload that does not exist, so ids reveal nothing), and HEAD and PATCH only until it expires.
 * When the last byte arrives the content decides (content.ts, on the upload's first bytes): refused →
 * HTTP 400 with the message and the upload deleted; else the file moves to the finished uploads (the
 * file store's directory or the bucket, decision 0054), is recorded in place of its reservation, and the
 * final PATCH answers the contract's `{code:200, data:{fileUrl, fileName, fileSize}}`.
 */
export function createTusServer(ctx: AppContext, store: FinishedStore, log: FastifyBaseLogger) {
  const datastore = new TusStore(store.tus.datastore, (id) => release(ctx.db, id));
  const uidOf = async (req: TusRequest): Promise<number | null> => {
    const token = BEARER.exec((req.headers.get('authorization') ?? '').trim())?.[1];
    return token ? findSessionUid(ctx, token) : null;
  };
  const ownerOf = (upload: Upload) => upload.metadata?.uid ?? null;
  const { uploadMaxBytes, uploadQuotaBytes } = ctx.config;

  return new HouseTusServer({
    path: TUS_PATH,
    ...store.tus,
    datastore,
    maxSize: uploadMaxBytes,
    relativeLocation: true,
    // Same origin only: no CORS headers.
    allowedOrigins: () => false,
    // Refusals are worded by HouseTusServer; what the server itself failed at is logged here.
    onResponseError: async (_req, err) => {
      const status = 'status_code' in err ? err.status_code : 500;
      if (status >= 500) log.error({ err }, 'tus request failed');
      return undefined;
    },
    onIncomingRequest: async (req, id) => {
      const uid = await uidOf(req);
      if (uid === null) throw unauthorised();
      if (req.method === 'POST') return;
      // Before tus acts: the upload must exist, be this user's and, to go on, not have expired.
      const upload = await datastore.getUpload(id).catch((e: unknown) => {
        if (isMissing(e)) return null;
        throw e;
      });
      if (!upload || ownerOf(upload) !== String(uid)) throw refusal(404, t.unknownUpload);
      if (req.method !== 'DELETE' && !(await isLive(ctx.db, id, ctx.now())))
        throw refusal(404, t.unknownUpload);
    },
    onUploadCreate: async (req, upload) => {
      const uid = await uidOf(req);
      if (uid === null) throw unauthorised();
      const filename = upload.metadata?.filename ?? '';
      if (!nameIsAccepted(filename)) throw refusal(400, t.typeRefused);
      if (upload.size === undefined) throw refusal(400, t.lengthRequired);
      if (isPictureName(filename) && upload.size > IMAGE_MAX_BYTES)
        throw refusal(413, t.imageTooLarge(IMAGE_MAX_BYTES));
      const fits = await reserve(
        ctx.db,
        { id: upload.id, uid, bytes: upload.size },
        uploadQuotaBytes,
        ctx.now(),
      );
      if (!fits) throw refusal(413, quotaMessage(uploadQuotaBytes));
      return { metadata: { ...upload.metadata, filename, uid: String(uid) } };
    },
    onUploadFinish: async (_req, upload) => {
      const claimed = upload.metadata?.filename ?? '';
      const verdict = await judgeContent(claimed, await store.tusHead(upload.id));
      if (!verdict.ok) {
        await store.discardTus(upload.id);
        await release(ctx.db, upload.id);
        throw refusal(400, verdict.message);
      }
      const stored = newUploadName(verdict.kind.ext);
      const fileName = cleanFileName(claimed, stored);
      const size = await store.fromTus(upload.id, stored);
      const fileUrl = uploadUrl(stored);
      // Recorded in place of its reservation: the quota counts it once.
      await ctx.db.transaction(async (tx) => {
        await recordUpload(tx, {
          url: fileUrl,
          uid: Number(ownerOf(upload)),
          fileName,
          fileSize: size,
          mime: verdict.kind.mime,
        });
        await release(tx, upload.id);
      });
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(ok({ fileUrl, fileName, fileSize: size })),
      };
    },
  });
}

/**
 * The headers tus cannot read: it copies them into the web's `Headers`, which throws on a NUL, a line break
 * or a character above U+00FF (HTTP's parser delivers none of them; an in-process request can).
 */
function unreadableHeaders(headers: IncomingHttpHeaders): string[] {
  const probe = new Headers();
  return Object.entries(headers)
    .filter(([name, value]) => {
      try {
        for (const v of [value ?? ''].flat()) probe.append(name, v);
        return false;
      } catch {
        return true;
      }
    })
    .map(([name]) => name);
}

/**
 * The tus endpoint in Fastify: its PATCH bodies stay unread streams (a content-type parser that does not
 * consume them, so no body limit applies), and tus answers on the raw response (`reply.hijack()`), keeping
 * the security headers the app's hooks had set on the reply.
 */
export function tusRoutes(app: FastifyInstance, ctx: AppContext, store: FinishedStore) {
  const tus = createTusServer(ctx, store, app.log);
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const signedIn = requireUser(ctx);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS') {
      // Refused here, before tus, so the answer is the house's envelope.
      if (!request.headers['tus-resumable']) return reply.code(412).send(fail(t.tusRequired, 412));
      await signedIn(request, reply);
      if (reply.sent) return reply;
      // Only POST creates, at the endpoint itself; HEAD, PATCH and DELETE name an upload by tus's id.
      // Any other id (`<id>.json`, dots, an encoded `/` …) names no upload and never reaches tus.
      const { id } = request.params as { id?: string };
      if ((request.method === 'POST') !== (id === undefined) || (id !== undefined && !TUS_ID.test(id)))
        return reply.code(404).send(fail(t.unknownUpload, 404));
    }
    const unreadable = unreadableHeaders(request.headers);
    if (unreadable.length > 0) return reply.code(400).send(fail(t.invalidHeader(unreadable.join(', ')), 400));
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (e) {
      // After hijack() Fastify answers nothing: an answer, never a request left hanging.
      request.log.error(e, 'tus failed');
      if (reply.raw.headersSent) reply.raw.destroy();
      else
        reply.raw
          .writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(fail(statusMessage(500), 500)));
    }
  };
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  app.route({ method: [...methods], url: TUS_PATH, handler });
  app.route({ method: [...methods], url: `${TUS_PATH}/:id`, handler });

  const timer = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((e: unknown) => app.log.warn(e, 'tus clean-up failed'));
    forgetExpired(ctx.db, ctx.now()).catch((e: unknown) =>
      app.log.warn(e, 'upload reservations clean-up failed'),
    );
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
