import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHINA_TIME_ZONE,
  chinaDayStart,
  formatChinaTime,
  parseChinaTime,
  showChinaTime,
} from '../../../domain/chinaTime';

const NOW = Date.parse('2026-11-22T04:00:00Z'); // 12:00 in China

/** The IANA zone's own answer, for comparison with the fixed offset. */
const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHINA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const byIntl = (ms: number) => {
  const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

describe('China time (formatChinaTime, parseChinaTime)', () => {
  const rows: Array<[string, string]> = [
    ['2026-11-22T04:00:00Z', '2026-11-22 12:00:00'],
    ['2026-11-21T16:00:00Z', '2026-11-22 00:00:00'],
    ['2026-11-21T15:59:59Z', '2026-11-21 23:59:59'],
    ['2099-06-01T11:30:00Z', '2099-06-01 19:30:00'],
    ['2024-02-28T16:00:00Z', '2024-02-29 00:00:00'],
    ['2025-12-31T16:00:00Z', '2026-01-01 00:00:00'],
  ];
  it.each(rows)('%s is %s in China', (iso, text) => {
    expect(formatChinaTime(Date.parse(iso))).toBe(text);
    expect(parseChinaTime(text)).toBe(Date.parse(iso));
  });
  it.each(['2026-02-30 10:00:00', '2026-11-22T12:00:00', '2026-11-22 24:00:00', '', '2026-11-22 12:00'])(
    'refuses %j',
    (text) => {
      expect(parseChinaTime(text)).toBeNull();
    },
  );
  it('formats by pattern', () => {
    expect(formatChinaTime(NOW, 'YYYY-MM-DD')).toBe('2026-11-22');
    expect(formatChinaTime(NOW + 61_000, 'HH:mm:ss')).toBe('12:01:01');
    expect(formatChinaTime(NOW, 'YYYY年MM月DD日 HH:mm')).toBe('2026年11月22日 12:00');
  });
  it('agrees with the IANA zone Asia/Shanghai for any instant from 1992 to 2100', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1992, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const s = Math.floor(ms / 1000) * 1000;
        expect(formatChinaTime(s)).toBe(byIntl(s));
        expect(parseChinaTime(formatChinaTime(s))).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });
  it('finds midnight of the China day', () => {
    expect(formatChinaTime(chinaDayStart(NOW))).toBe('2026-11-22 00:00:00');
    expect(formatChinaTime(chinaDayStart(Date.parse('2026-11-21T16:00:00Z')))).toBe('2026-11-22 00:00:00');
    expect(formatChinaTime(chinaDayStart(Date.parse('2026-11-21T15:59:59Z')))).toBe('2026-11-21 00:00:00');
  });
});

describe('showing a server time (showChinaTime)', () => {
  const rows: Array<[string, string | undefined, string]> = [
    // The contract's texts are China time already: only re-patterned.
    ['2024-03-01 09:30:00', undefined, '2024-03-01 09:30'],
    ['2024-03-01 09:30:00', 'YYYY-MM-DD', '2024-03-01'],
    ['2024-03-01 09:30:00', 'YYYY-MM-DD HH:mm:ss', '2024-03-01 09:30:00'],
    ['2024-03-01 09:30', undefined, '2024-03-01 09:30'],
    ['2024-03-01', undefined, '2024-03-01 00:00'],
    ['2024-03-01T09:30:00.000', undefined, '2024-03-01 09:30'],
    // With a zone: converted to China time.
    ['2024-03-01T01:30:00Z', undefined, '2024-03-01 09:30'],
    ['2024-03-01 01:30:00Z', undefined, '2024-03-01 09:30'],
    ['2024-02-29T20:30:00-05:00', undefined, '2024-03-01 09:30'],
    ['2024-03-01T09:30:00+08:00', 'YYYY-MM-DD HH:mm:ss', '2024-03-01 09:30:00'],
    // Anything else as it came.
    ['', undefined, ''],
    ['  ', undefined, ''],
    ['明天上午', undefined, '明天上午'],
    ['2024/03/01', undefined, '2024/03/01'],
  ];
  it.each(rows)('%j (%s) → %j', (value, pattern, shown) => {
    expect(showChinaTime(value, pattern)).toBe(shown);
  });
});
