import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsByDay } from '../../domain/schedule';
import { createDb } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { scheduleSeed, seedScheduleSessions } from '../../server/seed/schedule';
import { scheduleListResponse } from '../../src/schemas/schedule';
import { getJson, startTestApp, testConfig, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('live schedule (001 §7 GET /api/liveSchedule/list)', () => {
  it('answers rows/total with exactly the spec fields (and id), earliest first, in China time', async () => {
    const { body } = await getJson(t.app, '/api/liveSchedule/list');
    expect(body.code).toBe(200);
    expect(body.total).toBe(body.rows.length);
    for (const row of body.rows)
      expect(Object.keys(row).sort()).toEqual(['id', 'lecturer', 'liveDate', 'liveTheme']);
    const rows = scheduleListResponse.parse(body).rows;
    const times = rows.map((r) => r.liveDate);
    expect(times).toEqual([...times].sort());
    for (const r of rows) expect(r.liveDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    // The test clock reads 2025-07-01 10:00 in China: June, July and August 2025, as the seed wrote them.
    expect(rows.map(({ liveDate, lecturer, liveTheme }) => ({ liveDate, lecturer, liveTheme }))).toEqual(
      seedScheduleSessions(t.clock.now()),
    );
  });

  it('the seed: ≥ 30 sessions over the month before, of and after the seed day; a busy 15th', async () => {
    const rows = scheduleListResponse.parse((await getJson(t.app, '/api/liveSchedule/list')).body).rows;
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const months = [...new Set(rows.map((r) => r.liveDate.slice(0, 7)))];
    expect(months).toEqual(['2025-06', '2025-07', '2025-08']);
    for (const m of months)
      expect(rows.filter((r) => r.liveDate.startsWith(m)).length).toBeGreaterThanOrEqual(9);
    const july = sessionsByDay(rows, { year: 2025, month: 7 });
    expect(july.get('2025-07-15')).toHaveLength(7);
    for (const r of rows) {
      expect(r.lecturer).not.toBe('');
      expect(r.liveTheme).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('is public: no token needed; a token-less visitor gets the same list', async () => {
    const res = await t.app.inject({ url: '/api/liveSchedule/list' });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.length).toBeGreaterThanOrEqual(30);
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
    const db = await createDb(testConfig());
    try {
      await migrate(db);
      const app = await t.build({ db });
      expect((await getJson(app, '/api/liveSchedule/list')).body).toEqual({
        code: 200,
        msg: '操作成功',
        rows: [],
        total: 0,
      });
    } finally {
      await db.close();
    }
  });
});
