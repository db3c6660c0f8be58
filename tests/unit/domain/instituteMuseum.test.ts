import { describe, expect, it } from 'vitest';
import { COMMITTEE_POSTS, committeePostLabel, groupByPost, isCommitteePost } from '../../../domain/committee';
import { aiSessionLabel, isAiSession, photosBySession } from '../../../domain/gallery';
import { bannerExhibitor, openableVrUrl } from '../../../domain/museum';

describe('committee posts (domain/committee.ts)', () => {
  it.each([
    [1, '主任委员'],
    [2, '副主任委员'],
    [3, '秘书长'],
    [4, '工作秘书'],
    [5, '委员名单'],
  ] as const)('post %i reads %s', (post, label) => {
    expect(isCommitteePost(post)).toBe(true);
    expect(committeePostLabel(post)).toBe(label);
  });

  it('knows no other post', () => {
    for (const x of [0, 6, '1', null, 1.5]) expect(isCommitteePost(x)).toBe(false);
    expect(COMMITTEE_POSTS).toEqual([1, 2, 3, 4, 5]);
  });

  it('groups by post order, sort within a post, drops unknown posts and empty groups', () => {
    const rows = [
      { n: 'a', post: 5, sort: 1 },
      { n: 'b', post: 9 },
      { n: 'c', post: 1 },
      { n: 'd', post: 5, sort: 0 },
      { n: 'e', post: 5, sort: 0 },
    ];
    expect(groupByPost(rows).map((g) => [g.post, g.members.map((m) => m.n).join('')])).toEqual([
      [1, 'c'],
      [5, 'dea'],
    ]);
  });
});

describe('AI sessions (domain/gallery.ts)', () => {
  it('two sessions, labelled, each keeping its photos in order', () => {
    expect([isAiSession(1), isAiSession(2), isAiSession(3), isAiSession('1')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([aiSessionLabel(1), aiSessionLabel(2)]).toEqual(['第一届AI大会', '第二届AI大会']);
    const split = photosBySession([
      { id: 'x', session: 2 },
      { id: 'y', session: 1 },
      { id: 'z', session: 2 },
      { id: 'w', session: 3 },
    ]);
    expect(split.map((s) => [s.session, s.photos.map((p) => p.id).join('')])).toEqual([
      [1, 'y'],
      [2, 'xz'],
    ]);
  });
});

describe('museum rules (domain/museum.ts)', () => {
  const rows = [{ name: 'GE医疗' }, { name: '联影医疗 · 分子' }, { name: '联影医疗 · CT' }];
  it.each([
    ['联影医疗', '联影医疗 · 分子'],
    [' 联影医疗 ', '联影医疗 · 分子'],
    ['GE', 'GE医疗'],
    ['西门子', null],
    ['', null],
  ])('vendor %j → %j', (vendor, name) => {
    expect(bannerExhibitor(rows, vendor)?.name ?? null).toBe(name);
  });

  it.each([
    ['https://vr.example.com/a', 'https://vr.example.com/a'],
    ['http://vr.example.com', 'http://vr.example.com'],
    ['HTTPS://VR.EXAMPLE.COM/x', 'HTTPS://VR.EXAMPLE.COM/x'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['/relative', null],
    ['https://', null],
    ['', null],
    [null, null],
  ])('VR address %j → %j', (url, out) => {
    expect(openableVrUrl(url)).toBe(out);
  });
});
