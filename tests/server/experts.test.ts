import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAchievementData, topicLink } from '../../domain/experts';
import {
  committeeListResponse,
  expertInfoResponse,
  expertRowsResponse,
  groupListResponse,
} from '../../src/schemas/experts';
import { searchResponse } from '../../src/schemas/search';
import { seedExperts } from '../../server/seed/experts';
import { getJson, postJson, startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const r = await getJson(t.app, url, token);
  expect(r.status, url).toBe(200);
  return r.body;
};
const enc = encodeURIComponent;
const CARD_FIELDS = [
  'achievement',
  'avatarUrl',
  'groupLabel',
  'groupName',
  'hospital',
  'id',
  'name',
  'title',
];

describe('expert directory (001 §7 "Experts")', () => {
  it('seeds ≥ 40 experts over the three labels, some without achievement data, some with topic links', () => {
    expect(seedExperts.length).toBeGreaterThanOrEqual(40);
    for (const label of [1, 2, 3])
      expect(seedExperts.filter((e) => e.label === label).length).toBeGreaterThan(5);
    expect(seedExperts.filter((e) => e.achievement === 0).length).toBeGreaterThanOrEqual(5);
    expect(seedExperts.filter((e) => topicLink(e)).length).toBeGreaterThanOrEqual(3);
    // One with a topic name and no address: no link.
    expect(seedExperts.some((e) => e.topicName !== '' && topicLink(e) === null)).toBe(true);
  });

  it('committee-list answers the committee by groups (groupName, expertInfoList), filtered by name', async () => {
    const body = await get('/api/expert/committee-list');
    const groups = committeeListResponse.parse(body).data;
    expect(groups.map((g) => g.groupName)).toEqual(['主任委员', '副主任委员', '委员']);
    expect(groups.flatMap((g) => g.expertInfoList)).toHaveLength(12);
    for (const e of body.data[0].expertInfoList) expect(Object.keys(e).sort()).toEqual(CARD_FIELDS);
    expect(groups.every((g) => g.expertInfoList.every((e) => e.groupLabel === 1))).toBe(true);

    const byName = committeeListResponse.parse(await get(`/api/expert/committee-list?name=${enc('刘士远')}`));
    expect(byName.data).toEqual([
      expect.objectContaining({
        groupName: '副主任委员',
        expertInfoList: [expect.objectContaining({ name: '刘士远' })],
      }),
    ]);
    expect((await get(`/api/expert/committee-list?name=${enc('不存在的人')}`)).data).toEqual([]);
    // A blank name is every expert; % is a character, not a wildcard.
    expect(committeeListResponse.parse(await get('/api/expert/committee-list?name=')).data).toHaveLength(3);
    expect((await get(`/api/expert/committee-list?name=${enc('%')}`)).data).toEqual([]);
  });

  it('group-list/2 answers the study groups with their status, the hidden one (0) among them', async () => {
    const groups = groupListResponse.parse(await get('/api/expert/group-list/2')).data;
    expect(groups.map((g) => [g.groupName, g.status])).toEqual([
      ['胸部影像学组', 1],
      ['神经影像学组', 1],
      ['腹部影像学组', 1],
      ['心血管影像学组', 1],
      ['乳腺影像学组（筹）', 0],
    ]);
    expect(groupListResponse.parse(await get('/api/expert/group-list/3')).data).toEqual([]);
  });

  it('speciality-list answers rows/total of label 2, by study group and by name', async () => {
    const all = expertRowsResponse.parse(await get('/api/expert/speciality-list'));
    expect(all.rows).toHaveLength(18);
    expect(all.total).toBe(18);
    expect(all.rows.every((e) => e.groupLabel === 2)).toBe(true);
    const chest = (await get('/api/expert/group-list/2')).data[0].id as number;
    const inChest = expertRowsResponse.parse(await get(`/api/expert/speciality-list?groupId=${chest}`)).rows;
    expect(inChest.map((e) => e.name)).toEqual(['李真林', '伍建林', '萧毅', '范丽']);
    expect(inChest.every((e) => e.groupName === '胸部影像学组')).toBe(true);
    const named = expertRowsResponse.parse(
      await get(`/api/expert/speciality-list?groupId=${chest}&name=${enc('范')}`),
    ).rows;
    expect(named.map((e) => e.name)).toEqual(['范丽']);
  });

  it('youth-list answers rows/total of label 3, by name', async () => {
    const all = expertRowsResponse.parse(await get('/api/expert/youth-list'));
    expect(all.rows).toHaveLength(12);
    expect(all.rows.filter((e) => !hasAchievementData(e)).length).toBeGreaterThan(0);
    expect(all.rows.filter((e) => e.avatarUrl === '')).toHaveLength(1);
    const named = expertRowsResponse.parse(await get(`/api/expert/youth-list?name=${enc('袁')}`));
    expect(named.rows.map((e) => e.name)).toEqual(['袁元']);
    const avatar = await t.app.inject({ url: all.rows[0]!.avatarUrl });
    expect(avatar.statusCode).toBe(200);
  });

  it('info/{id} answers the introduction and the recommended training courses as the caller sees them', async () => {
    const rows = expertRowsResponse.parse(await get('/api/expert/speciality-list')).rows;
    const lin = rows.find((e) => e.name === '李真林')!;
    const info = expertInfoResponse.parse(await get(`/api/expert/info/${lin.id}`)).data;
    expect(info).toMatchObject({ name: '李真林', groupName: '胸部影像学组', achievement: 1 });
    expect(info.duties).not.toBe('');
    expect(info.takeOffice).not.toBe('');
    expect(info.honor).not.toBe('');
    expect(info.skillIn).not.toBe('');
    expect(topicLink(info)).toEqual({
      name: '肺结节CT随访数据集',
      url: 'https://data.example.com/dataset/lung-nodule',
    });
    expect(info.courseList.length).toBeGreaterThan(0);
    // A visitor: nothing applied, no video address.
    for (const c of info.courseList) {
      expect(c.learningProcess).toBe(0);
      expect(c.videoUrl).toBe('');
    }
    // A trainee approved everywhere who has watched every video sees them completed.
    const trainee = (await postJson(t.app, '/api/__test/training/user')).body.data as { token: string };
    const seen = expertInfoResponse.parse(await get(`/api/expert/info/${lin.id}`, trainee.token)).data;
    expect(seen.courseList.map((c) => c.id)).toEqual(info.courseList.map((c) => c.id));
    for (const c of seen.courseList) expect(c.learningProcess).toBe(3);
  });

  it('info/{id} of an expert without achievement data answers empty fields and no courses', async () => {
    const rows = expertRowsResponse.parse(await get('/api/expert/youth-list')).rows;
    const without = rows.find((e) => !hasAchievementData(e))!;
    const info = expertInfoResponse.parse(await get(`/api/expert/info/${without.id}`)).data;
    expect(info.achievement).toBe(0);
    expect(info.courseList).toEqual([]);
  });

  it('an unknown expert answers 专家不存在 (code 404); bad input answers its message, never a 500', async () => {
    expect(await get('/api/expert/info/999999')).toEqual({ code: 404, msg: '专家不存在' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect(await get(`/api/expert/info/${bad}`), bad).toEqual({ code: 500, msg: '编号无效' });
    for (const bad of ['0', '4', 'x', '1.0'])
      expect(await get(`/api/expert/group-list/${bad}`), bad).toEqual({ code: 500, msg: '请求参数有误' });
    const long = enc('张'.repeat(21));
    for (const url of ['committee-list', 'youth-list', 'speciality-list'])
      expect(await get(`/api/expert/${url}?name=${long}`), url).toEqual({
        code: 500,
        msg: '专家姓名不能超过20个字符',
      });
    expect(await get('/api/expert/speciality-list?groupId=abc')).toEqual({ code: 500, msg: '编号无效' });
    expect(await get(`/api/expert/youth-list?name=${enc('a\u0007b')}`)).toMatchObject({ code: 500 });
  });
});

describe('global search answers the experts by name (001 §3 expertList, §9 at most 5)', () => {
  const search = async (keyword: string) =>
    searchResponse.parse(await get(`/api/search/list?keyword=${enc(keyword)}`));

  it('an expert whose name contains the keyword, or whose name the keyword contains', async () => {
    expect((await search('李真林')).expertList.map((e) => e.name)).toEqual(['李真林']);
    expect((await search('李真林 肺结节')).expertList.map((e) => e.name)).toEqual(['李真林']);
    const li = await search('李');
    expect(li.expertList.map((e) => e.name)).toEqual(['李坤成', '李真林', '李嘉琪']);
    expect(Object.keys(li.expertList[0]!)).toEqual(
      expect.arrayContaining(['id', 'name', 'title', 'hospital', 'avatarUrl']),
    );
    expect((await search('肺结节')).expertList).toEqual([]);
  });

  it('at most 5 experts, even when more match', async () => {
    for (let i = 1; i <= 7; i++)
      await t.db.query('INSERT INTO experts (name, group_label, sort) VALUES ($1, 3, $2)', [
        `同名专家${i}`,
        100 + i,
      ]);
    const a = await search('同名专家');
    expect(a.expertList.map((e) => e.name)).toEqual([1, 2, 3, 4, 5].map((i) => `同名专家${i}`));
    await t.db.query("DELETE FROM experts WHERE name LIKE '同名专家%'");
  });
});
