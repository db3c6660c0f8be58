/**
 * The server's renders of public pages, kept for a while (issue 32, "fast to serve"). A render holds only
 * what every visitor sees (server/web/ssr.ts renders visitors alone), so one render serves everyone who asks
 * for the same address. It is dropped when its data may have changed: any write the API accepted clears
 * the whole cache (server/web/static.ts), and a render older than `ttlMs` is made again (what changes with
 * time alone: a session going live, a contest's stage). Requests for an address being rendered wait for that
 * render instead of starting their own.
 */
export interface RenderCache<T> {
  /** The kept render of `key`, else `make()`'s (kept unless null). */
  get(key: string, make: () => Promise<T | null>): Promise<T | null>;
  clear(): void;
  readonly size: number;
}

export function createRenderCache<T>({
  ttlMs,
  max,
  now,
}: {
  ttlMs: number;
  max: number;
  now: () => number;
}): RenderCache<T> {
  // A Map keeps insertion order: the first key is the least recently used one.
  const kept = new Map<string, { at: number; value: T }>();
  const pending = new Map<string, Promise<T | null>>();
  let generation = 0;
  return {
    async get(key, make) {
      const hit = kept.get(key);
      if (hit && now() - hit.at < ttlMs) {
        kept.delete(key);
        kept.set(key, hit);
        return hit.value;
      }
      kept.delete(key);
      const running = pending.get(key);
      if (running) return running;
      const started = generation;
      const at = now();
      const made = make().finally(() => pending.delete(key));
      pending.set(key, made);
      const value = await made;
      // A write during the render may have changed what it shows: served once, not kept.
      if (value !== null && started === generation) {
        kept.set(key, { at, value });
        if (kept.size > max) kept.delete(kept.keys().next().value!);
      }
      return value;
    },
    clear() {
      generation += 1;
      kept.clear();
      pending.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
