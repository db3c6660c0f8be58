import { describe, expect, it } from 'vitest';
import { createRenderCache } from '../../server/web/renderCache';

const setUp = (max = 3) => {
  let time = 0;
  const cache = createRenderCache<string>({ ttlMs: 1000, max, now: () => time });
  let made = 0;
  const make = (value: string | null) => async () => {
    made += 1;
    return value;
  };
  return { cache, make, made: () => made, advance: (ms: number) => (time += ms) };
};

describe('the cache of server renders (issue 32)', () => {
  it('serves a render again until it is ttl old, then makes it again', async () => {
    const t = setUp();
    expect(await t.cache.get('/a', t.make('A1'))).toBe('A1');
    t.advance(999);
    expect(await t.cache.get('/a', t.make('A2'))).toBe('A1');
    t.advance(1);
    expect(await t.cache.get('/a', t.make('A3'))).toBe('A3');
    expect(t.made()).toBe(2);
  });

  it('one render for requests that arrive while it runs', async () => {
    const t = setUp();
    let finish = (_: string) => {};
    const slow = () => new Promise<string>((r) => (finish = r));
    const both = Promise.all([t.cache.get('/a', slow), t.cache.get('/a', t.make('other'))]);
    finish('A');
    expect(await both).toEqual(['A', 'A']);
    expect(t.made()).toBe(0);
  });

  it('clear() drops every render, and a render a write overtook is served once but not kept', async () => {
    const t = setUp();
    await t.cache.get('/a', t.make('A1'));
    t.cache.clear();
    expect(t.cache.size).toBe(0);
    let finish = (_: string) => {};
    const running = t.cache.get('/b', () => new Promise<string>((r) => (finish = r)));
    t.cache.clear();
    finish('B-before-the-write');
    expect(await running).toBe('B-before-the-write');
    expect(await t.cache.get('/b', t.make('B2'))).toBe('B2');
  });

  it('keeps no failed render (null) and at most `max`, dropping the least recently used', async () => {
    const t = setUp(2);
    expect(await t.cache.get('/x', t.make(null))).toBeNull();
    expect(t.cache.size).toBe(0);
    await t.cache.get('/a', t.make('A'));
    await t.cache.get('/b', t.make('B'));
    await t.cache.get('/a', t.make('A-again'));
    await t.cache.get('/c', t.make('C'));
    expect(t.cache.size).toBe(2);
    expect(await t.cache.get('/a', t.make('A-new'))).toBe('A');
    expect(await t.cache.get('/b', t.make('B-new'))).toBe('B-new');
  });
});
