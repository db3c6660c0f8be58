import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

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

/** JSON lines (for a file or a log collector), or text lines for a person watching a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT=json or pretty; unset: pretty when the server's standard output is a terminal (`npm start`,
 * `npm run dev` in a shell), JSON when it goes to a file, a pipe or a collector.
 */
export function logFormat(env: NodeJS.ProcessEnv, stdoutIsTTY: boolean): LogFormat {
  const value = env.LOG_FORMAT?.trim() ?? '';
  if (value === '') return stdoutIsTTY ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT must be json or pretty: ${value}`);
}

interface LineFields {
  reqId?: unknown;
  req?: { method?: unknown; url?: unknown };
  res?: { statusCode?: unknown };
  responseTime?: unknown;
}

/** A request's log line as text: `[req-1] incoming request GET /api/…`, `[req-1] request completed 200 (3.1 ms)`. */
const textLine = (log: Record<string, unknown>, messageKey: string): string => {
  const { reqId, req, res, responseTime } = log as LineFields;
  const parts = [reqId === undefined ? '' : `[${String(reqId)}]`, String(log[messageKey] ?? '')];
  if (req) parts.push(`${String(req.method)} ${String(req.url)}`);
  if (res)
    parts.push(
      `${String(res.statusCode)}${typeof responseTime === 'number' ? ` (${responseTime.toFixed(1)} ms)` : ''}`,
    );
  return parts.filter((p) => p !== '').join(' ');
};

/**
 * The server's logger options (pino through Fastify): requests are logged with the secret path segments
 * redacted, and every line passes `redactSecrets` once more before it is written, so no log call anywhere
 * (a 404, an error, a later `request.log.info(request.url)`) writes the password. `format` 'pretty' turns
 * each (already redacted) JSON line into a text line (pino-pretty, in this thread, synchronously) before it
 * reaches `stream` (default: standard output). `stream` lets tests read the log.
 */
export function loggerOptions(
  stream?: NodeJS.WritableStream,
  { format = 'json' }: { format?: LogFormat } = {},
): LoggerOptions {
  const destination =
    format === 'pretty'
      ? pretty({
          destination: stream ?? 1,
          sync: true,
          colorize: stream === undefined && pretty.isColorSupported,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,req,res,responseTime',
          singleLine: true,
          messageFormat: textLine,
        })
      : stream;
  return {
    ...(destination ? { stream: destination } : {}),
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
