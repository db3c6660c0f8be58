import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/chinaTime';
import { SIGN_IN_STREAK_BONUS } from '../../domain/points';
import { bindPhone } from '../../server/account/users';
import { ledgerTotals } from '../../server/points/ledger';
import { scoreRecordResponse, signInInfoResponse } from '../../src/schemas/points';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let paidVideos: Array<{ id: number; price: number }>;
beforeAll(async () => {
  t = await startTestApp();
  paidVideos = (
    await t.db.query<{ id: number; price: number }>(
      'SELECT id, score_curr_price AS price FROM youth_videos WHERE score_curr_price > 0 AND video_state = 1 ORDER BY id LIMIT 3',
    )
  ).rows;
}, 60_000);
afterAll(() => t.close());

const newUser = async (points = 0) =>
  (await postJson(t.app, '/api/__test/education/user', { availableScore: points })).body.data as {
    uid: number;
    token: string;
  };
const signIn = (token: string) => postJson(t.app, '/api/radio/sign_in_record/', {}, token);
/** A new session (sessions last 10 days; these tests move the clock by weeks). */
const session = async (uid: number) =>
  (await postJson(t.app, `/api/__test/session?uid=${uid}`)).body.data.token as string;
const usersRow = async (uid: number) =>
  (
    await t.db.query<{ score: number; availableScore: number }>(
      'SELECT score, available_score AS "availableScore" FROM users WHERE uid = $1',
      [uid],
    )
  ).rows[0]!;
/** The invariant: the users row's totals are the ledger's sums, and available is never negative. */
async function expectLedgerHolds(uid: number) {
  const row = await usersRow(uid);
  expect(row).toEqual(await ledgerTotals(t.db, uid));
  expect(row.availableScore).toBeGreaterThanOrEqual(0);
  return row;
}

describe('daily sign-in', () => {
  it('one per China calendar day: 23:59 and 00:00 China time are two days, a UTC day is not', async () => {
    const u = await newUser();
    // 2025-07-01 15:59 UTC = 23:59 China time; a minute later it is 2025-07-02 in China.
    const start = t.clock.now();
    t.clock.advance(Date.UTC(2025, 6, 1, 15, 59) - start);
    expect((await signIn(u.token)).body.msg).toBe('签到成功');
    expect((await signIn(u.token)).body.msg).toBe('今日已签到');
    t.clock.advance(60_000);
    expect((await signIn(u.token)).body.msg).toBe('签到成功');
    const info = signInInfoResponse.parse(
      (await getJson(t.app, '/api/radio/sign_in_record/list?exceptVideoCategory=10', u.token)).body,
    ).data;
    expect(info).toEqual({
      lastSignInList: [{ signDate: '2025-07-02' }, { signDate: '2025-07-01' }],
      signInTotalDays: 2,
      consecutiveDays: 2,
    });
  });

  it('the 7th consecutive day earns 10 once, the 14th again; a missed day starts over', async () => {
    const u = await newUser();
    const bonuses: number[] = [];
    for (let day = 1; day <= 14; day++) {
      u.token = await session(u.uid);
      const answer = (await signIn(u.token)).body;
      expect(answer.code, JSON.stringify(answer)).toBe(200);
      bonuses.push(answer.data.bonus as number);
      t.clock.advance(DAY_MS);
    }
    expect(bonuses.map((b, i) => (b > 0 ? i + 1 : 0)).filter(Boolean)).toEqual([7, 14]);
    t.clock.advance(DAY_MS); // a day missed
    u.token = await session(u.uid);
    expect((await signIn(u.token)).body.data).toMatchObject({ consecutiveDays: 1, bonus: 0 });
    const row = await expectLedgerHolds(u.uid);
    expect(row.score).toBe(2 * SIGN_IN_STREAK_BONUS);
    const history = scoreRecordResponse.parse(
      (
        await getJson(
          t.app,
          '/api/radio/radio_user_score/record/list?pageNum=1&pageSize=10&orderByColumn=createTime&isAsc=desc',
          u.token,
        )
      ).body,
    );
    expect(history.total).toBe(2);
    expect(history.rows.map((r) => r.detailActionDesc)).toEqual(['连续签到14天奖励', '连续签到7天奖励']);
    expect(history.rows[0]!.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('twenty sign-ins at once on one day sign in once', async () => {
    const u = await newUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(u.token)));
    expect(answers.filter((a) => a.body.msg === '签到成功')).toHaveLength(1);
    const { rows } = await t.db.query('SELECT 1 FROM sign_ins WHERE uid = $1', [u.uid]);
    expect(rows).toHaveLength(1);
  });

  it('needs a login', async () => {
    expect((await postJson(t.app, '/api/radio/sign_in_record/', {})).status).toBe(401);
    expect((await getJson(t.app, '/api/radio/radio_user_score/record/list')).status).toBe(401);
  });
});

describe('the points ledger (property)', () => {
  type Op =
    | { kind: 'signIn'; repeats: number }
    | { kind: 'nextDay'; days: number }
    | { kind: 'bind' }
    | { kind: 'redeem'; video: number; repeats: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('signIn' as const), repeats: fc.integer({ min: 1, max: 4 }) }),
    fc.record({ kind: fc.constant('nextDay' as const), days: fc.integer({ min: 1, max: 2 }) }),
    fc.record({ kind: fc.constant('bind' as const) }),
    fc.record({
      kind: fc.constant('redeem' as const),
      video: fc.integer({ min: 0, max: 2 }),
      repeats: fc.integer({ min: 1, max: 3 }),
    }),
  );

  it('any sequence of sign-ins across days, binds, redeems and concurrent repeats keeps total = earned, available = total − spent ≥ 0', async () => {
    let phone = 13700000000;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 120 }),
        fc.array(op, { minLength: 1, maxLength: 25 }),
        async (start, ops) => {
          const u = await newUser(start);
          for (const o of ops) {
            if (o.kind === 'nextDay') {
              t.clock.advance(o.days * DAY_MS);
              u.token = await session(u.uid);
            }
            if (o.kind === 'signIn')
              await Promise.all(Array.from({ length: o.repeats }, () => signIn(u.token)));
            if (o.kind === 'bind') {
              const p = String(phone++);
              await Promise.all([
                t.db.transaction((tx) => bindPhone(tx, u.uid, p, 50, t.clock.now())).catch(() => false),
                t.db.transaction((tx) => bindPhone(tx, u.uid, p, 50, t.clock.now())).catch(() => false),
              ]);
            }
            if (o.kind === 'redeem') {
              const v = paidVideos[o.video % paidVideos.length]!;
              await Promise.all(
                Array.from({ length: o.repeats }, () =>
                  postJson(t.app, `/api/youth/video/exchange/${v.id}`, {}, u.token),
                ),
              );
            }
            await expectLedgerHolds(u.uid);
          }
          // Each change happened once: one phone bonus at most, one charge per video, one bonus per 7th day.
          const { rows } = await t.db.query<{ ref: string; n: number }>(
            'SELECT ref, count(*)::int AS n FROM score_records WHERE uid = $1 GROUP BY ref HAVING count(*) > 1',
            [u.uid],
          );
          expect(rows).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);
});
