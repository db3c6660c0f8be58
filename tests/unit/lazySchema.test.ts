import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '../../src/schemas/lazy';
import { idSchema } from '../../src/schemas/primitives';

describe('lazySchema', () => {
  it('builds its schema on first use, once, not when declared', () => {
    const build = vi.fn(() => z.object({ n: z.number() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ n: 1 })).toEqual({ n: 1 });
    expect(schema.safeParse({ n: 'x' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema inside other schemas, with its messages, defaults and instanceof', () => {
    const inner = lazySchema(() => z.string().min(2, '太短').default('ab'));
    const outer = z.object({ name: inner, list: z.array(inner) });
    expect(outer.parse({ list: ['cd'] })).toEqual({ name: 'ab', list: ['cd'] });
    const failed = outer.safeParse({ name: 'a', list: [] });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('太短');
    expect(inner instanceof z.ZodDefault).toBe(true);
    expect(inner instanceof z.ZodNumber).toBe(false);
  });

  it('keeps the object schema API: shape, keys and extend', () => {
    const base = lazySchema(() => z.object({ a: z.number() }));
    expect(Object.keys(base.shape)).toEqual(['a']);
    expect('shape' in base).toBe(true);
    expect(base.extend({ b: z.string() }).parse({ a: 1, b: 'x' })).toEqual({ a: 1, b: 'x' });
  });

  it("is how the house's schemas are declared: an id still refuses what is not one", () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.safeParse('12abc').success).toBe(false);
    expect(idSchema.safeParse(0).error?.issues[0]?.message).toBe('编号无效');
  });
});
