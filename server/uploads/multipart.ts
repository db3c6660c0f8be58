import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadMsg } from '../../src/text/upload';
import type { AppContext } from '../context';
import { requireUser } from '../http/auth';
import { fail, ok } from '../http/reply';
import { cleanFileName, HEAD_BYTES, judgeContent } from './content';
import type { FinishedStore } from './finished';
import { IMAGE_MAX_BYTES, isPictureName } from './limits';
import { quotaMessage, release, reserve } from './quota';
import { recordUpload } from './registry';
import { newUploadName, uploadUrl, type UploadDirs } from './storage';

const t = uploadMsg;

/** The contract's upload (000 §7.4). */
export const UPLOAD_PATH = '/api/science/upload';

/** A pass-through that keeps a copy of the first HEAD_BYTES bytes (for the content check). */
class HeadKeeper extends Transform {
  private chunks: Buffer[] = [];
  private kept = 0;
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    if (this.kept < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.kept);
      this.chunks.push(Buffer.from(part));
      this.kept += part.length;
    }
    done(null, chunk);
  }
  head(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** More bytes than a picture may have (IMAGE_MAX_BYTES): ends the stream, answered 413. */
class PictureTooLarge extends Error {}

/** A pass-through that fails with PictureTooLarge once more than `limit` bytes went through. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new PictureTooLarge());
    else done(null, chunk);
  }
}

/** Errors of the disk (no space, no permission …) are the server's, not the request's. */
const isFileSystemError = (e: unknown) => /^E[A-Z]+$/.test(String((e as { code?: unknown }).code ?? ''));

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send(fail(message, status));

/**
 * POST /api/science/upload (bearer; multipart field `file`): the request's length must fit in the user's
 * upload quota (quota.ts; counted as in flight while the body streams, else HTTP 413 before a byte is
 * read). The file streams to a partial file outside the served directories (never held in memory), at
 * most `uploadMaxBytes`, a picture at most IMAGE_MAX_BYTES; more is refused (HTTP 413) and the partial
 * file deleted. Then the content decides (server/uploads/content.ts): a refusal answers HTTP 400
 * with its message and deletes the file; else it goes to the finished uploads (moved into the uploads
 * directory, or put to the bucket and the local file removed: decision 0054) under a random name with
 * the content's extension, is recorded as this user's, and the answer is
 * `{code:200, msg, data:{fileUrl, fileName, fileSize}}`.
 */
export function multipartUploadRoute(
  app: FastifyInstance,
  ctx: AppContext,
  dirs: UploadDirs,
  store: FinishedStore,
) {
  const { uploadMaxBytes: limit, uploadQuotaBytes: quota } = ctx.config;
  app.post(UPLOAD_PATH, { preHandler: requireUser(ctx) }, async (request: FastifyRequest, reply) => {
    if (!request.isMultipart()) return refuse(reply, 400, t.notMultipart);
    // In flight: the body's length (no file is longer), or the limit when the length is not told.
    const length = Number(request.headers['content-length']);
    const bytes = Number.isSafeInteger(length) && length >= 0 ? Math.min(length, limit) : limit;
    const reservation = { id: `multipart:${newUploadName('part')}`, uid: request.uid, bytes };
    if (!(await reserve(ctx.db, reservation, quota, ctx.now())))
      return refuse(reply, 413, quotaMessage(quota));
    try {
      return await receive(request, reply);
    } finally {
      await release(ctx.db, reservation.id);
    }
  });

  async function receive(request: FastifyRequest, reply: FastifyReply) {
    let part: Awaited<ReturnType<typeof request.file>>;
    try {
      part = await request.file({ limits: { fileSize: limit, files: 1 } });
    } catch (e) {
      // A body that is not well-formed multipart (busboy's and the plugin's own errors).
      if (isFileSystemError(e)) throw e;
      return refuse(reply, 400, t.malformed);
    }
    if (!part) return refuse(reply, 400, t.fileMissing);
    if (part.fieldname !== 'file') {
      part.file.resume();
      return refuse(reply, 400, t.fileMissing);
    }
    const name = newUploadName('part');
    const partial = join(dirs.partial, name);
    const keeper = new HeadKeeper();
    const picture = isPictureName(part.filename);
    try {
      const cap = new ByteLimit(picture ? IMAGE_MAX_BYTES : Number.POSITIVE_INFINITY);
      await pipeline(part.file, cap, keeper, createWriteStream(partial));
    } catch (e) {
      await rm(partial, { force: true });
      if (e instanceof PictureTooLarge) return refuse(reply, 413, t.imageTooLarge(IMAGE_MAX_BYTES));
      if (part.file.truncated || (e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        return refuse(reply, 413, t.tooLarge(limit));
      if (isFileSystemError(e)) throw e;
      // The client went away mid-file, or the body broke off: the partial file is gone.
      return refuse(reply, 400, t.interrupted);
    }
    if (part.file.truncated) {
      await rm(partial, { force: true });
      return refuse(reply, 413, t.tooLarge(limit));
    }
    const { size } = await stat(partial);
    if (size === 0) {
      await rm(partial, { force: true });
      return refuse(reply, 400, t.fileMissing);
    }
    const verdict = await judgeContent(part.filename, keeper.head());
    if (!verdict.ok) {
      await rm(partial, { force: true });
      return refuse(reply, 400, verdict.message);
    }
    const stored = newUploadName(verdict.kind.ext);
    const fileName = cleanFileName(part.filename, stored);
    await store.save(partial, stored, size);
    const fileUrl = uploadUrl(stored);
    await recordUpload(ctx.db, {
      url: fileUrl,
      uid: request.uid,
      fileName,
      fileSize: size,
      mime: verdict.kind.mime,
    });
    return ok({ fileUrl, fileName, fileSize: size });
  }
}
