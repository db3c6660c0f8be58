/**
 * Defect A5: times shifted when the machine was not on China time. This file runs in New York's zone
 * (set before any date is made; vitest runs each file in a process of its own) and checks that every
 * China-time helper answers as in Beijing.
 */
process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { chinaDayStart, formatChinaTime, parseChinaTime, showChinaTime } from '../../../domain/chinaTime';

const NOW = Date.parse('2026-11-22T04:00:00Z'); // 12:00 in China, 23:00 the day before in New York

describe('China time on a machine in New York', () => {
  it('really runs in New York (EST is UTC−5 in November)', () => {
    expect(new Date(NOW).getTimezoneOffset()).toBe(300);
    expect(new Date(NOW).getDate()).toBe(21);
  });
  it('formats and parses as China time', () => {
    expect(formatChinaTime(NOW)).toBe('2026-11-22 12:00:00');
    expect(formatChinaTime(NOW, 'YYYY-MM-DD')).toBe('2026-11-22');
    expect(parseChinaTime('2026-11-22 12:00:00')).toBe(NOW);
    expect(formatChinaTime(chinaDayStart(NOW))).toBe('2026-11-22 00:00:00');
  });
  it('shows the seeded consultation times unchanged, and a zoned instant in China time', () => {
    expect(showChinaTime('2099-06-01 19:30:00', 'YYYY-MM-DD HH:mm:ss')).toBe('2099-06-01 19:30:00');
    expect(showChinaTime('2026-11-22T04:00:00Z')).toBe('2026-11-22 12:00');
  });
  it('across New York’s daylight-saving change (China has none)', () => {
    // 2026-03-08 02:00 in New York springs forward; China's clock does not move.
    const before = Date.parse('2026-03-08T06:59:00Z');
    const after = Date.parse('2026-03-08T07:01:00Z');
    expect(formatChinaTime(before)).toBe('2026-03-08 14:59:00');
    expect(formatChinaTime(after)).toBe('2026-03-08 15:01:00');
    expect(new Date(before).getTimezoneOffset()).not.toBe(new Date(after).getTimezoneOffset());
  });
});
