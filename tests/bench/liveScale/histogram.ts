/** Latencies in 1 ms buckets up to a minute (the last bucket holds everything longer). */
const BUCKETS = 60_001;

export type Sparse = [ms: number, n: number][];

export const newHistogram = () => new Uint32Array(BUCKETS);

export function record(h: Uint32Array, ms: number) {
  h[Math.min(BUCKETS - 1, Math.max(0, Math.round(ms)))]!++;
}

/** The non-empty buckets, to travel between processes. */
export const sparse = (h: Uint32Array): Sparse => {
  const out: Sparse = [];
  h.forEach((n, ms) => n && out.push([ms, n]));
  return out;
};

export function merge(parts: Sparse[]): Sparse {
  const h = newHistogram();
  for (const p of parts) for (const [ms, n] of p) h[ms]! += n;
  return sparse(h);
}

export const total = (s: Sparse) => s.reduce((a, [, n]) => a + n, 0);

/** The p-th percentile (0–100) of a merged histogram, in ms; null when empty. */
export function percentile(s: Sparse, p: number): number | null {
  const n = total(s);
  if (n === 0) return null;
  const rank = Math.min(n, Math.max(1, Math.ceil((p / 100) * n)));
  let seen = 0;
  for (const [ms, k] of s) if ((seen += k) >= rank) return ms;
  return s.at(-1)![0];
}
