import type { FastifyServerOptions } from 'fastify';

/**
 * Secrets the API contract puts in a path (000 §7.3: POST /api/live/verifyPass/{id}/{password}). The
 * segments after `verifyPass/{id}/` are replaced by `***` wherever they would be written: in the request
 * line Fastify logs, in a 404's "Route … not found", in an error's message or stack. Stops at `?`, `#`,
 * white space and an unescaped quote (the line is JSON); repeated slashes are matched too.
 */
const SECRET_PATH = /(\/verifyPass\/+(?:[^/?#\s"\\]|\\.)*\/+)(?:[^?#\s"\\]|\\.)+/gi;
export const REDACTED = '***';

export const redactSecrets = (text: string): string => text.replace(SECRET_PATH, `$1${REDACTED}`);

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger options (pino through Fastify): requests are logged with the secret path segments
 * redacted, and every line passes `redactSecrets` once more before it is written, so no log call anywhere
 * (a 404, an error, a later `request.log.info(request.url)`) writes the password. `stream` lets tests read
 * the log.
 */
export function loggerOptions(stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string; hostname?: string; id?: string }) => ({
        method: req.method,
        url: redactSecrets(req.url ?? ''),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
    hooks: { streamWrite: redactSecrets },
  } as LoggerOptions;
}
