/**
 * Field data (issue 12): this browser's Core Web Vitals, reported to `/api/vitals` when the build has
 * VITE_FIELD_VITALS=1. web-vitals loads after the page's own code, in a chunk of its own, so the first
 * paint never waits for it. Metrics are batched and sent with `sendBeacon` when the page is hidden (the
 * moment web-vitals finalises CLS and INP), so a report survives the tab being closed.
 */
import type { Metric } from 'web-vitals';
import { VITALS_PER_REPORT } from '../schemas/limits';
import type { Vital, VitalsReport } from '../schemas/vitals';

export const VITALS_URL = '/api/vitals';

/** One metric as the report carries it (web-vitals' object holds DOM entries that must not travel). */
export const toVital = (
  metric: Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'>,
): Vital => ({
  name: metric.name,
  // CLS is a unitless score (three decimals say all of it); the others are milliseconds.
  value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
  rating: metric.rating,
  id: metric.id.slice(0, 64),
  navigationType: metric.navigationType,
});

/** The reports a batch of metrics makes for `path` (the last value of each metric id wins). */
export function toReports(path: string, metrics: readonly Vital[]): VitalsReport[] {
  const latest = [...new Map(metrics.map((m) => [m.id, m])).values()];
  const reports: VitalsReport[] = [];
  for (let i = 0; i < latest.length; i += VITALS_PER_REPORT)
    reports.push({ path, metrics: latest.slice(i, i + VITALS_PER_REPORT) });
  return reports;
}

/** The path a report names: the location's path only (a query can carry a search or a token). */
export const reportPath = (pathname: string) => (pathname.startsWith('/') ? pathname.slice(0, 300) : '/');

export function reportFieldVitals(enabled: boolean): void {
  if (!enabled || typeof navigator.sendBeacon !== 'function') return;
  const queue: Vital[] = [];
  const flush = () => {
    for (const report of toReports(reportPath(location.pathname), queue.splice(0)))
      navigator.sendBeacon(VITALS_URL, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const add = (metric: Metric) => queue.push(toVital(metric));
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(add);
  });
}
