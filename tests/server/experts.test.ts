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
import { createExpert, createExpertGroup, unique } from './factories';
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
    const tag = unique('委员');
    const later = await createExpertGroup(t.db, { label: 1, sort: 90 });
    const earlier = await createExpertGroup(t.db, { label: 1, sort: 80 });
    const hidden = await createExpertGroup(t.db, { label: 1, status: 0, sort: 70 });
    const a = await createExpert(t.db, { label: 1, groupId: later.id, name: `${tag}甲` });
    const c = await createExpert(t.db, { label: 1, groupId: earlier.id, name: `${tag}丙`, sort: 2 });
    const b = await createExpert(t.db, { label: 1, groupId: earlier.id, name: `${tag}乙`, sort: 1 });
    await createExpert(t.db, { label: 1, groupId: hidden.id, name: `${tag}丁` });
    await createExpert(t.db, { label: 2, name: `${tag}戊` });

    const body = await get(`/api/expert/committee-list?name=${enc(tag)}`);
    for (const e of body.data[0].expertInfoList) expect(Object.keys(e).sort()).toEqual(CARD_FIELDS);
    const groups = committeeListResponse.parse(body).data;
    // The groups' order, each expert's order in its group; a hidden group and other labels are left out.
    expect(groups.map((g) => [g.groupName, g.expertInfoList.map((e) => e.id)])).toEqual([
      [earlier.name, [b, c].map((e) => String(e.id))],
      [later.name, [String(a.id)]],
    ]);
    expect(groups.every((g) => g.expertInfoList.every((e) => e.groupLabel === 1))).toBe(true);

    const byName = committeeListResponse.parse(await get(`/api/expert/committee-list?name=${enc(a.name)}`));
    expect(byName.data).toEqual([
      expect.objectContaining({
        groupName: later.name,
        expertInfoList: [expect.objectContaining({ name: a.name })],
      }),
    ]);
    expect((await get(`/api/expert/committee-list?name=${enc('不存在的人')}`)).data).toEqual([]);
    // A blank name is every expert; % is a character, not a wildcard.
    const all = committeeListResponse.parse(await get('/api/expert/committee-list?name=')).data;
    expect(all.map((g) => g.groupName)).toEqual(expect.arrayContaining([earlier.name, later.name]));
    expect(all.map((g) => g.groupName)).not.toContain(hidden.name);
    expect((await get(`/api/expert/committee-list?name=${enc('%')}`)).data).toEqual([]);
  });

  it('group-list/2 answers the study groups with their status, the hidden one (0) among them', async () => {
    const shown = await createExpertGroup(t.db, { label: 2, sort: 1001 });
    const closed = await createExpertGroup(t.db, { label: 2, status: 0, sort: 1000 });
    const committeeGroup = await createExpertGroup(t.db, { label: 1, sort: 1002 });
    const groups = groupListResponse.parse(await get('/api/expert/group-list/2')).data;
    const mine = groups.filter((g) => [shown.name, closed.name, committeeGroup.name].includes(g.groupName));
    expect(mine.map((g) => [g.groupName, g.status])).toEqual([
      [closed.name, 0],
      [shown.name, 1],
    ]);
    expect(groupListResponse.parse(await get('/api/expert/group-list/3')).data).toEqual([]);
  });

  it('speciality-list answers rows/total of label 2, by study group and by name', async () => {
    const group = await createExpertGroup(t.db, { label: 2 });
    const second = await createExpert(t.db, { label: 2, groupId: group.id, name: unique('二号'), sort: 2 });
    const first = await createExpert(t.db, { label: 2, groupId: group.id, name: unique('一号'), sort: 1 });
    const youth = await createExpert(t.db, { label: 3 });
    const all = expertRowsResponse.parse(await get('/api/expert/speciality-list'));
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.every((e) => e.groupLabel === 2)).toBe(true);
    expect(all.rows.map((e) => e.id)).toEqual(expect.arrayContaining([String(first.id), String(second.id)]));
    expect(all.rows.map((e) => e.id)).not.toContain(String(youth.id));
    const inGroup = expertRowsResponse.parse(
      await get(`/api/expert/speciality-list?groupId=${group.id}`),
    ).rows;
    expect(inGroup.map((e) => e.name)).toEqual([first.name, second.name]);
    expect(inGroup.every((e) => e.groupName === group.name)).toBe(true);
    const named = expertRowsResponse.parse(
      await get(`/api/expert/speciality-list?groupId=${group.id}&name=${enc(second.name)}`),
    ).rows;
    expect(named.map((e) => e.name)).toEqual([second.name]);
  });

  it('youth-list answers rows/total of label 3, by name', async () => {
    const tag = unique('青年');
    // Inserted out of order: the list follows `sort`.
    const without = await createExpert(t.db, { name: `${tag}乙`, sort: 2 });
    const withData = await createExpert(t.db, {
      name: `${tag}甲`,
      achievement: 1,
      avatarUrl: '/media/expert/avatar-01.svg',
      sort: 1,
    });
    await createExpert(t.db, { label: 2, name: `${tag}丙` });
    const all = expertRowsResponse.parse(await get('/api/expert/youth-list'));
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.every((e) => e.groupLabel === 3)).toBe(true);
    const named = expertRowsResponse.parse(await get(`/api/expert/youth-list?name=${enc(tag)}`)).rows;
    expect(named.map((e) => [e.name, hasAchievementData(e), e.avatarUrl])).toEqual([
      [withData.name, true, withData.avatarUrl],
      [without.name, false, ''],
    ]);
  });

  it('the seed’s expert avatars are served', async () => {
    const avatars = seedExperts.filter((e) => e.avatarPath !== '');
    expect(avatars).not.toEqual([]);
    for (const e of avatars)
      expect((await t.app.inject({ url: `/media/${e.avatarPath}` })).statusCode, e.avatarPath).toBe(200);
  });

  it('info/{id} answers the introduction and the recommended training courses as the caller sees them', async () => {
    const group = await createExpertGroup(t.db, { label: 2 });
    const { rows: videos } = await t.db.query<{ id: number }>(
      'SELECT id FROM training_videos ORDER BY id DESC LIMIT 2',
    );
    expect(videos).toHaveLength(2);
    const expert = await createExpert(t.db, {
      label: 2,
      groupId: group.id,
      achievement: 1,
      duties: '学组组长',
      takeOffice: '2020年至今',
      honor: '优秀医师',
      skillIn: '胸部影像',
      topicName: '测试数据集',
      topicUrl: 'https://data.example.com/dataset/test',
      courses: videos.map((v) => v.id),
    });
    const info = expertInfoResponse.parse(await get(`/api/expert/info/${expert.id}`)).data;
    expect(info).toMatchObject({
      name: expert.name,
      groupName: group.name,
      achievement: 1,
      duties: expert.duties,
      takeOffice: expert.takeOffice,
      honor: expert.honor,
      skillIn: expert.skillIn,
    });
    expect(topicLink(info)).toEqual({ name: expert.topicName, url: expert.topicUrl });
    expect(info.courseList.map((c) => c.id)).toEqual(expert.courses);
    // A visitor: nothing applied, no video address.
    for (const c of info.courseList) {
      expect(c.learningProcess).toBe(0);
      expect(c.videoUrl).toBe('');
    }
    // A trainee approved everywhere who has watched every video sees them completed.
    const trainee = (await postJson(t.app, '/api/__test/training/user')).body.data as { token: string };
    const seen = expertInfoResponse.parse(await get(`/api/expert/info/${expert.id}`, trainee.token)).data;
    expect(seen.courseList.map((c) => c.id)).toEqual(info.courseList.map((c) => c.id));
    for (const c of seen.courseList) expect(c.learningProcess).toBe(3);
  });

  it('info/{id} of an expert without achievement data answers empty fields and no courses', async () => {
    const without = await createExpert(t.db, { achievement: 0 });
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
    const surname = unique('姓');
    const lin = await createExpert(t.db, { name: `${surname}真林`, label: 2, sort: 2 });
    const kun = await createExpert(t.db, { name: `${surname}坤成`, label: 1, sort: 1 });
    const jia = await createExpert(t.db, { name: `${surname}嘉琪`, label: 3, sort: 0 });
    expect((await search(lin.name)).expertList.map((e) => e.name)).toEqual([lin.name]);
    expect((await search(`${lin.name} 肺结节`)).expertList.map((e) => e.name)).toEqual([lin.name]);
    // By label (committee, speciality, youth), then their order.
    const all = await search(surname);
    expect(all.expertList.map((e) => e.name)).toEqual([kun, lin, jia].map((e) => e.name));
    expect(Object.keys(all.expertList[0]!)).toEqual(
      expect.arrayContaining(['id', 'name', 'title', 'hospital', 'avatarUrl']),
    );
    expect((await search(`${surname}不存在`)).expertList).toEqual([]);
  });

  it('at most 5 experts, even when more match', async () => {
    for (let i = 1; i <= 7; i++) await createExpert(t.db, { name: `同名专家${i}`, label: 3, sort: 100 + i });
    const a = await search('同名专家');
    expect(a.expertList.map((e) => e.name)).toEqual([1, 2, 3, 4, 5].map((i) => `同名专家${i}`));
    await t.db.query("DELETE FROM experts WHERE name LIKE '同名专家%'");
  });
});
