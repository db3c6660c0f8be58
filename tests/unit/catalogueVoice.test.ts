import { describe, expect, it } from 'vitest';

/** Every part of the catalogue: `msg` (messages.ts) and each area's texts (decision 0064). */
const parts = import.meta.glob<Record<string, unknown>>('../../src/text/*.ts', { eager: true });

/** Every text of the catalogue, functions called with sample arguments ("x", 1). */
function texts(node: unknown, path: string, out: [string, string][]) {
  if (typeof node === 'string') out.push([path, node]);
  else if (typeof node === 'function') {
    const args = Array.from({ length: node.length }, (_, i) => (i % 2 === 0 ? 'x' : 1));
    texts((node as (...a: unknown[]) => unknown)(...args), path, out);
  } else if (node !== null && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) texts(v, `${path}.${k}`, out);
  return out;
}

describe('the catalogue speaks to the user one way (issue 11 A14)', () => {
  const all = Object.entries(parts).flatMap(([file, part]) => texts(part, file, []));

  it('reads every part and every text', () => {
    expect(Object.keys(parts).length).toBeGreaterThan(20);
    expect(all.length).toBeGreaterThan(1000);
  });

  it('uses 您, never 你 (the spec quotes no message with 你)', () => {
    expect(all.filter(([, text]) => text.includes('你'))).toEqual([]);
    expect(all.some(([, text]) => text.includes('您'))).toBe(true);
  });
});
