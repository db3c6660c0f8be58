import type { z } from 'zod';
import { msg } from '../../src/text/messages';
import { Refusal } from './reply';

const CJK = /[\u3400-\u9fff]/;

/**
 * The first issue's message when it is one of ours (Chinese, from the shared schemas); zod's own
 * English defaults (wrong type, not an object ...) become the generic '请求参数有误'.
 */
export function firstMessage(error: z.ZodError): string {
  const m = error.issues[0]?.message ?? '';
  return CJK.test(m) ? m : msg.validation.badRequest;
}

/**
 * A request's input that its schema refused. The error handler (errors.ts) answers it as the business
 * failure HTTP 200 `{code: 500, msg}`; inside `refusing` it is a Refusal like any other.
 */
export class BadInput extends Refusal {}

/**
 * How a route validates (docs/decisions/0079): a part of the request (query, params, body, a field)
 * parsed by its shared schema, typed; anything else throws `BadInput` with the schema's first Chinese
 * message (`message`, when given, for every failure), which answers `{code: 500, msg}`. Called where the
 * route checks it, so the order of checks (the bearer pre-handler first, a session or a user looked up
 * first) is the route's own.
 */
export function valid<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw new BadInput(message ?? firstMessage(r.error));
}

/** A copy of `input` (when it is an object) where the listed keys that are null/undefined become ''. */
export function blankMissing(input: unknown, keys: readonly string[]): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...input };
  for (const k of keys) if (out[k] === undefined || out[k] === null) out[k] = '';
  return out;
}
