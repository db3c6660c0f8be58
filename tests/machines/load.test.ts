import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every module of machines/ loads. A machine that throws when its module is evaluated would otherwise
 * only fail the loading of the test files that import it, which a mutation runner cannot score.
 */
const files = readdirSync(new URL('../../machines/', import.meta.url)).filter((f) => f.endsWith('.ts'));

describe('machines/ modules', () => {
  it('are there', () => {
    expect(files.length).toBeGreaterThan(10);
  });
  for (const file of files)
    it(`machines/${file} loads`, async () => {
      const mod = (await import(`../../machines/${file}`)) as Record<string, unknown>;
      expect(Object.keys(mod).length).toBeGreaterThan(0);
    });
});
