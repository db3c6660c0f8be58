import { Server, type ServerOptions } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadMsg } from '../../src/text/upload';
import { findSessionUid } from '../account/sessions';
import type { AppContext } from '../context';
import { requireUser } from '../http/auth';
import { statusMessage } from '../http/errors';
import { expiredBody, fail, ok } from '../http/reply';
import { cleanFileName, judgeContent, nameIsAccepted } from './content';
import type { FinishedStore } from './finished';
import { recordUpload } from './registry';
import { newUploadName, uploadUrl } from './storage';

const t = uploadMsg;

/** The resumable endpoint (tus 1.0: POST creates, HEAD tells the offset, PATCH appends, DELETE discards). */
export const TUS_PATH = '/api/science/tus';
export { TUS_EXPIRY_MS } from './storage';
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];

/** A refusal tus sends as it is: HTTP status and the house's `{code, msg}` body. */
const refusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify(fail(message, status)),
});

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The tus server of the uploads (decision 0049): every request needs a valid bearer token (HTTP 401
 * otherwise); the creating user's uid is kept in the upload's metadata and only that user may continue,
 * read or discard it (another user gets 404, as for an upload that does not exist); a name that claims a
 * kind the portal does not take is refused at creation. When the last byte arrives the content decides
 * (content.ts, on the upload's first bytes): refused → HTTP 400 with the message and the upload deleted;
 * else the file moves to the finished uploads (the file store's directory or the bucket, decision 0054),
 * is recorded, and the final PATCH answers the contract's `{code:200, data:{fileUrl, fileName, fileSize}}`.
 */
export function createTusServer(ctx: AppContext, store: FinishedStore): Server {
  const { datastore } = store.tus;
  const uidOf = async (req: TusRequest): Promise<number | null> => {
    const token = BEARER.exec((req.headers.get('authorization') ?? '').trim())?.[1];
    return token ? findSessionUid(ctx, token) : null;
  };
  const ownerOf = (upload: Upload) => upload.metadata?.uid ?? null;

  return new Server({
    path: TUS_PATH,
    ...store.tus,
    maxSize: ctx.config.uploadMaxBytes,
    relativeLocation: true,
    // Same origin only: no CORS headers.
    allowedOrigins: () => false,
    // tus's own refusals (wrong offset, too large, unknown upload …) in the house's Chinese envelope.
    onResponseError: (_req, err) => {
      const status = 'status_code' in err ? err.status_code : 500;
      const body = 'body' in err ? String(err.body) : '';
      if (body.startsWith('{')) return { status_code: status, body };
      return {
        status_code: status,
        body: JSON.stringify(fail(tusMessage(status, ctx.config.uploadMaxBytes), status)),
      };
    },
    onIncomingRequest: async (req, id) => {
      const uid = await uidOf(req);
      if (uid === null) throw { status_code: 401, body: JSON.stringify(expiredBody()) };
      if (req.method === 'POST') return;
      const upload = await datastore.getUpload(id).catch(() => null);
      // A missing upload is tus's own 404; someone else's answers the same.
      if (upload && ownerOf(upload) !== String(uid)) throw refusal(404, t.unknownUpload);
    },
    onUploadCreate: async (req, upload) => {
      const uid = await uidOf(req);
      if (uid === null) throw { status_code: 401, body: JSON.stringify(expiredBody()) };
      const filename = upload.metadata?.filename ?? '';
      if (!nameIsAccepted(filename)) throw refusal(400, t.typeRefused);
      return { metadata: { ...upload.metadata, filename, uid: String(uid) } };
    },
    onUploadFinish: async (_req, upload) => {
      const claimed = upload.metadata?.filename ?? '';
      const verdict = await judgeContent(claimed, await store.tusHead(upload.id));
      if (!verdict.ok) {
        await store.discardTus(upload.id);
        throw refusal(400, verdict.message);
      }
      const stored = newUploadName(verdict.kind.ext);
      const fileName = cleanFileName(claimed, stored);
      const size = await store.fromTus(upload.id, stored);
      const fileUrl = uploadUrl(stored);
      await recordUpload(ctx.db, {
        url: fileUrl,
        uid: Number(ownerOf(upload)),
        fileName,
        fileSize: size,
        mime: verdict.kind.mime,
      });
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: JSON.stringify(ok({ fileUrl, fileName, fileSize: size })),
      };
    },
  });
}

/** The Chinese message of a status tus answers on its own. */
function tusMessage(status: number, maxBytes: number): string {
  switch (status) {
    case 404:
    case 410:
      return t.unknownUpload;
    case 409:
      return t.offsetMismatch;
    case 413:
      return t.tooLarge(maxBytes);
    default:
      return statusMessage(status);
  }
}

/**
 * The tus endpoint in Fastify: its PATCH bodies stay unread streams (a content-type parser that does not
 * consume them, so no body limit applies), and tus answers on the raw response (`reply.hijack()`), keeping
 * the security headers the app's hooks had set on the reply.
 */
export function tusRoutes(app: FastifyInstance, ctx: AppContext, store: FinishedStore) {
  const tus = createTusServer(ctx, store);
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const signedIn = requireUser(ctx);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'OPTIONS') {
      // Refused here, before tus, so the answer is the house's envelope.
      if (!request.headers['tus-resumable']) return reply.code(412).send(fail(t.tusRequired, 412));
      await signedIn(request, reply);
      if (reply.sent) return reply;
    }
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  const methods = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
  app.route({ method: [...methods], url: TUS_PATH, handler });
  app.route({ method: [...methods], url: `${TUS_PATH}/:id`, handler });

  const timer = setInterval(() => {
    tus.cleanUpExpiredUploads().catch((e: unknown) => app.log.warn(e, 'tus clean-up failed'));
  }, CLEANUP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
