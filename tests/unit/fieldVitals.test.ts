import { describe, expect, it } from 'vitest';
import { reportPath, toReports, toVital } from '../../src/app/fieldVitals';
import { vitalsReportSchema, VITALS_PER_REPORT } from '../../src/schemas/vitals';

const metric = (name: 'LCP' | 'CLS' | 'INP', value: number, id: string) => ({
  name,
  value,
  rating: 'good' as const,
  id,
  navigationType: 'navigate' as const,
});

describe('field vitals reports', () => {
  it('rounds timings to ms and CLS to three decimals', () => {
    expect(toVital(metric('LCP', 1834.56, 'a')).value).toBe(1835);
    expect(toVital(metric('CLS', 0.012345, 'b')).value).toBe(0.012);
  });

  it('keeps the last value of each metric id and splits long batches into reports the server accepts', () => {
    const batch = [
      toVital(metric('CLS', 0.01, 'c')),
      ...Array.from({ length: 12 }, (_, i) => toVital(metric('INP', 40 + i, `i${i}`))),
      toVital(metric('CLS', 0.03, 'c')),
    ];
    const reports = toReports('/live', batch);
    expect(reports.map((r) => r.metrics.length)).toEqual([VITALS_PER_REPORT, 3]);
    expect(reports.flatMap((r) => r.metrics).filter((m) => m.id === 'c')).toEqual([
      expect.objectContaining({ value: 0.03 }),
    ]);
    for (const r of reports) expect(vitalsReportSchema.safeParse(r).success).toBe(true);
  });

  it('names the path only, never the query', () => {
    expect(reportPath('/search')).toBe('/search');
    expect(
      vitalsReportSchema.safeParse({ path: '/search?keyword=x', metrics: [toVital(metric('LCP', 1, 'a'))] })
        .success,
    ).toBe(false);
  });
});
