import type { FastifyInstance, FastifyReply } from 'fastify';
import { UPLOAD_URL_PREFIX } from '../../domain/submission';
import { statusMessage } from '../http/errors';
import { fail } from '../http/reply';
import { mediaType } from '../media/store';
import { uploadMsg } from '../../src/text/upload';
import type { ByteRange, FinishedStore } from './finished';
import { STORED_NAME } from './storage';

/** What a Range header asks of a `size`-byte file: all of it (null), some bytes, or nothing it has. */
export type RangeAnswer = null | ByteRange | 'unsatisfiable';

/**
 * One `bytes=` range of RFC 9110 §14.1.2 (`a-b`, `a-`, `-n`) against a file of `size` bytes. A header
 * that is not one well-formed byte range (several ranges, another unit, garbage) is ignored: the whole
 * file, as the static root does too.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

const notFound = (reply: FastifyReply) => reply.code(404).send(fail(statusMessage(404), 404));

/**
 * `GET/HEAD /media/uploads/:name` from a store that serves its own objects (S3, decision 0054): the name
 * must be a stored name (no path, no traversal), a missing object answers 404 in the envelope, Range is
 * honoured (206 with Content-Range, 416 past the end), the body streams from the store, and the type is
 * the stored extension's (the table of the static `/media/` root).
 */
export function storedUploadRoutes(app: FastifyInstance, objects: NonNullable<FinishedStore['objects']>) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOAD_URL_PREFIX}:name`,
    handler: async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!STORED_NAME.test(name)) return notFound(reply);
      const object = await objects.head(name);
      if (!object) return notFound(reply);
      const range = parseRange(request.headers.range, object.size);
      reply.header('accept-ranges', 'bytes');
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${object.size}`)
          .send(fail(uploadMsg.rangeUnsatisfiable, 416));
      }
      reply.type(mediaType(name)).header('cache-control', 'public, max-age=3600');
      const length = range ? range.end - range.start + 1 : object.size;
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${object.size}`);
      reply.header('content-length', length);
      if (request.method === 'HEAD' || length === 0) return reply.send();
      return reply.send(await objects.read(name, range));
    },
  });
}
