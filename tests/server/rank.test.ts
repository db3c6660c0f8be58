import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANK_TOP, ownRankResponse, rankTopResponse } from '../../src/schemas/points';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const newUser = async (points = 0, nickName = '') => {
  const u = (await postJson(t.app, '/api/__test/education/user', { availableScore: points })).body.data as {
    uid: number;
    token: string;
  };
  if (nickName) await t.db.query('UPDATE users SET nick_name = $2 WHERE uid = $1', [u.uid, nickName]);
  return u;
};
const top20 = async () =>
  rankTopResponse.parse((await getJson(t.app, '/api/radio/radio_user_score/top20')).body).data;
const own = async (token: string) =>
  ownRankResponse.parse((await getJson(t.app, '/api/radio/radio_user_score/', token)).body).data;

describe('points leaderboard', () => {
  it('top 20 by total earned points, equal totals sharing a rank, work info only where the user shows it', async () => {
    const a = await newUser(1_000_000, '榜首甲');
    const b = await newUser(1_000_000, '榜首乙');
    const c = await newUser(999_999, '第三');
    await t.db.query(
      `UPDATE users SET show_work_info = 1, hospital = '协和医院', department = '放射科', jod_title = '主任医师' WHERE uid = $1`,
      [a.uid],
    );
    await t.db.query(
      `UPDATE users SET show_work_info = 0, hospital = '不公开医院', department = '不公开科室' WHERE uid = $1`,
      [b.uid],
    );
    const rows = await top20();
    expect(rows.length).toBeLessThanOrEqual(RANK_TOP);
    expect(rows.slice(0, 3)).toEqual([
      {
        rank: 1,
        userImg: '/media/avatar/default.svg',
        nickName: '榜首甲',
        jodTitle: '主任医师',
        hospital: '协和医院',
        department: '放射科',
        totalEarnedScore: 1_000_000,
      },
      expect.objectContaining({ rank: 1, nickName: '榜首乙', hospital: '', department: '' }),
      expect.objectContaining({ rank: 3, nickName: '第三', totalEarnedScore: 999_999 }),
    ]);
    for (const row of rows) expect(row).not.toHaveProperty('uid');
    const scores = rows.map((r) => r.totalEarnedScore);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect((await own(c.token)).rank).toBe(3);
  });

  it('the own rank also outside the top 20, and none before the first points', async () => {
    // Twenty users above it, whatever the seed holds.
    for (let i = 0; i < RANK_TOP; i += 1) await newUser(500 + i);
    const low = await newUser(1);
    const above = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE score > 1'))
      .rows[0]!.n;
    expect(above).toBeGreaterThanOrEqual(RANK_TOP);
    expect(await own(low.token)).toEqual(expect.objectContaining({ rank: above + 1, totalEarnedScore: 1 }));
    const none = await newUser(0);
    expect((await own(none.token)).rank).toBeNull();
  });

  it('the own rank needs a login; the top 20 is public', async () => {
    expect((await getJson(t.app, '/api/radio/radio_user_score/')).status).toBe(401);
    expect((await getJson(t.app, '/api/radio/radio_user_score/top20')).status).toBe(200);
  });
});
