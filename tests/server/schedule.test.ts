import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsByDay } from '../../domain/schedule';
import { seed } from '../../server/seed';
import { scheduleSeed, seedScheduleSessions } from '../../server/seed/schedule';
import { scheduleListResponse } from '../../src/schemas/schedule';
import { createSession, withoutSeedRows, type SessionRow } from './factories';
import { TEST_CLOCK_START } from './globalSeed';
import { getJson, startTestApp, type TestApp } from './helpers';

/** A created session as the list answers it (ids as strings). */
const listed = (s: SessionRow) => ({ ...s, id: String(s.id) });

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('live schedule (001 §7 GET /api/liveSchedule/list)', () => {
  it('answers rows/total with exactly the spec fields (and id), earliest first, in China time', async () => {
    await withoutSeedRows(t.db, 'live_schedule');
    // Inserted out of order; 00:30 in Beijing is the evening before in UTC, and stays on its China day.
    const late = await createSession(t.db, { liveAt: '2025-07-15 20:30' });
    const early = await createSession(t.db, { liveAt: '2025-07-02 08:00' });
    const afterMidnight = await createSession(t.db, { liveAt: '2025-07-16 00:30' });
    const morning = await createSession(t.db, { liveAt: '2025-07-15 08:30' });
    const { body } = await getJson(t.app, '/api/liveSchedule/list');
    expect(body.code).toBe(200);
    expect(body.total).toBe(4);
    for (const row of body.rows)
      expect(Object.keys(row).sort()).toEqual(['id', 'lecturer', 'liveDate', 'liveTheme']);
    expect(scheduleListResponse.parse(body).rows).toEqual([early, morning, late, afterMidnight].map(listed));
    const july = sessionsByDay(scheduleListResponse.parse(body).rows, { year: 2025, month: 7 });
    expect(july.get('2025-07-15')?.map((r) => r.id)).toEqual([morning, late].map((r) => String(r.id)));
    expect(july.get('2025-07-16')?.map((r) => r.id)).toEqual([String(afterMidnight.id)]);
  });

  it('the seed: ≥ 30 sessions over the month before, of and after the seed day (China time), all named', () => {
    const rows = seedScheduleSessions(TEST_CLOCK_START);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const months = [...new Set(rows.map((r) => r.liveDate.slice(0, 7)))];
    expect(months).toEqual(['2025-06', '2025-07', '2025-08']);
    for (const r of rows) {
      expect(r.liveDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
      expect(r.lecturer).not.toBe('');
      expect(r.liveTheme).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('is public: no token needed; a token-less visitor gets the same list', async () => {
    const session = await createSession(t.db, { liveAt: '2025-07-20 19:00' });
    const res = await t.app.inject({ url: '/api/liveSchedule/list' });
    expect(res.statusCode).toBe(200);
    expect(scheduleListResponse.parse(res.json()).rows).toContainEqual(listed(session));
  });

  it('the seed is placed by China month: 16:30 UTC on Jan 31 is already February in Beijing', () => {
    const rows = seedScheduleSessions(Date.UTC(2026, 0, 31, 16, 30));
    expect([...new Set(rows.map((r) => r.liveDate.slice(0, 7)))]).toEqual(['2026-01', '2026-02', '2026-03']);
    // Deterministic: the same day, the same rows.
    expect(seedScheduleSessions(Date.UTC(2026, 1, 27, 3))).toEqual(rows);
    // Across a year end.
    expect(seedScheduleSessions(Date.UTC(2026, 11, 5))[0]!.liveDate.slice(0, 7)).toBe('2026-11');
    expect(
      seedScheduleSessions(Date.UTC(2026, 11, 5))
        .at(-1)!
        .liveDate.slice(0, 7),
    ).toBe('2027-01');
  });

  it('a seed step runs once: seeding again (a later start of the server) adds no sessions', async () => {
    const before = (await getJson(t.app, '/api/liveSchedule/list')).body.total;
    expect(await seed(t.db, [scheduleSeed], Date.UTC(2030, 0, 1))).toEqual([]);
    expect((await getJson(t.app, '/api/liveSchedule/list')).body.total).toBe(before);
  });

  it('an empty schedule answers an empty list, not an error', async () => {
    await withoutSeedRows(t.db, 'live_schedule');
    expect((await getJson(t.app, '/api/liveSchedule/list')).body).toEqual({
      code: 200,
      msg: '操作成功',
      rows: [],
      total: 0,
    });
  });
});
