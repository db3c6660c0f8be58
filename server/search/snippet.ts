/** Characters of context kept before the first match, and the snippet's length. */
export const SNIPPET_BEFORE = 20;
export const SNIPPET_LENGTH = 90;

/**
 * A plain-text snippet of `body` around the first term found (terms are lower case), with … where text
 * was cut; the start of the text when no term is in it.
 */
export function snippet(body: string, terms: readonly string[]): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
  const start = at === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, at - SNIPPET_BEFORE);
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
