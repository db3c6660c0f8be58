import type { z } from 'zod';
import { msg } from '../../src/text/messages';

const CJK = /[\u3400-\u9fff]/;

/**
 * The first issue's message when it is one of ours (Chinese, from the shared schemas); zod's own
 * English defaults (wrong type, not an object ...) become the generic '请求参数有误'.
 */
export function firstMessage(error: z.ZodError): string {
  const m = error.issues[0]?.message ?? '';
  return CJK.test(m) ? m : msg.validation.badRequest;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; msg: string };

export function parse<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const r = schema.safeParse(input);
  return r.success ? { ok: true, data: r.data } : { ok: false, msg: firstMessage(r.error) };
}

/** A copy of `input` (when it is an object) where the listed keys that are null/undefined become ''. */
export function blankMissing(input: unknown, keys: readonly string[]): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = { ...input };
  for (const k of keys) if (out[k] === undefined || out[k] === null) out[k] = '';
  return out;
}
