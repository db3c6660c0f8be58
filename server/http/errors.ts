import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { msg } from '../../src/text/messages';
import { fail } from './reply';
import { BadInput } from './validate';

const v = msg.validation;

/** A path parameter longer than this answers 414 (ids are ≤ 10 digits, passwords ≤ 20 characters). */
export const MAX_PARAM_LENGTH = 100;
/** A request line longer than this answers 414 (Node's parser refuses the whole head past 16 KiB). */
export const MAX_URL_LENGTH = 8192;

/** The Chinese message of an error status the framework or Node's parser answers. */
export function statusMessage(status: number): string {
  switch (status) {
    case 404:
      return v.notFound;
    case 408:
      return msg.api.timeout;
    case 413:
      return v.payloadTooLarge;
    case 414:
      return v.uriTooLong;
    case 415:
      return v.unsupportedMediaType;
    case 431:
      return v.headersTooLarge;
    default:
      return status >= 500 ? v.serverError : v.badRequest;
  }
}

/** Answers `{code: status, msg}` with that HTTP status. */
const answer = (reply: FastifyReply, status: number) =>
  reply.code(status).send(fail(statusMessage(status), status));

/**
 * Bad input a route's schema refused (`valid`) is the business failure HTTP 200 `{code: 500, msg}`.
 * Unexpected errors answer the envelope too: 4xx (bad JSON, too large …) with their own message, the rest as 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if ((error as Error) instanceof BadInput) return reply.code(200).send(fail(error.message));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return answer(reply, status);
    request.log.error(error);
    return answer(reply, 500);
  });
  // A URL Node's parser let through (≤ 16 KiB of head) but longer than ours.
  app.addHook('onRequest', async (request, reply) => {
    if ((request.raw.url ?? '').length > MAX_URL_LENGTH) return answer(reply, 414);
  });
}

/**
 * The errors Fastify's router answers before any handler (a bad %-encoding, a path parameter past
 * MAX_PARAM_LENGTH): the envelope, in Chinese.
 */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return answer(reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400);
}

/** The raw HTTP answer written on the socket when Node's parser refuses a request. */
export function clientErrorResponse(status: number): string {
  const body = JSON.stringify(fail(statusMessage(status), status));
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/**
 * The status for a request Node's HTTP parser refused. The parser counts the request line within the
 * head's limit, so an overflowing head whose first line is already longer than MAX_URL_LENGTH (or has
 * no end in sight) is an over-long URL (414); any other overflow is the headers (431).
 */
export function clientErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 400;
  const packet = error.rawPacket?.toString('latin1') ?? '';
  const lineEnd = packet.indexOf('\r\n');
  const firstLine = lineEnd === -1 ? packet : packet.slice(0, lineEnd);
  return /^[A-Z]+ /.test(firstLine) && (lineEnd === -1 || firstLine.length > MAX_URL_LENGTH) ? 414 : 431;
}

function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus(error);
  this.log.debug({ err: error }, `client error ${status}`);
  if (socket.writable) socket.end(clientErrorResponse(status));
  else socket.destroy(error);
}

/** Fastify's options that make its own refusals answer the portal's envelope in Chinese. */
export const envelopeOptions = (): Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler' | 'routerOptions'
> => ({
  frameworkErrors,
  clientErrorHandler,
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
});
