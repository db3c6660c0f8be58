import type { FastifyInstance } from 'fastify';
import { msg } from '../../src/text/messages';
import { fail } from './reply';

/** Deeper than this, a body is refused rather than walked (no contract field nests past a few levels). */
const MAX_DEPTH = 32;

/** Whether a NUL character occurs in a value or a key anywhere inside it; too deep counts as found. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((x) => containsNul(x, depth + 1));
  return Object.entries(value).some(([k, x]) => k.includes('\u0000') || containsNul(x, depth + 1));
}

/**
 * The backstop behind the shared schemas (docs/decisions/0006): PostgreSQL cannot store a NUL
 * character, so a request carrying one in its path, query or body answers HTTP 400
 * `{code: 400, msg: 内容包含无效字符}` before any handler runs, whatever the route's own checks.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      return reply.code(400).send(fail(msg.validation.invalidChars, 400));
    }
  });
}
