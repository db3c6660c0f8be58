import { describe, expect, it, vi } from 'vitest';

describe('zod runs jitless from the first schema on (the CSP refuses eval)', () => {
  it('the entry’s config, set before zod loads, is the config zod reads, and no parser is compiled', async () => {
    vi.resetModules();
    await import('../../src/app/zodConfig');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ a: z.string(), b: z.number() });
    expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
