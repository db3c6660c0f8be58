/**
 * The edges of the domain rules that mutation testing found unasserted (docs/mutation.md): anchors of
 * the patterns, trimming, fallbacks and orders. Each case fails for one wrong rule.
 */
import { describe, expect, it } from 'vitest';
import { indexOfLetter, letterOf, normaliseAnswer } from '../../../domain/answers';
import { cardRoute, detailPath } from '../../../domain/cardRoute';
import { entryTiles, isVType, parseOrder } from '../../../domain/categories';
import { parseChinaTime, showChinaTime } from '../../../domain/chinaTime';
import { groupByPost, isCommitteePost } from '../../../domain/committee';
import { isAiSession } from '../../../domain/gallery';
import { bannerExhibitor, DEFAULT_BANNER_VENDOR, openableVrUrl } from '../../../domain/museum';
import { isReviewStatus } from '../../../domain/reviewStatus';
import { highlightRuns, searchResultPath } from '../../../domain/searchRoute';

describe('answers', () => {
  it('a letter is read trimmed and in any case; anything around letters is not a letter', () => {
    expect(indexOfLetter(' b ')).toBe(1);
    expect(indexOfLetter('aa')).toBe(26);
    expect(indexOfLetter('1A')).toBe(-1);
    expect(indexOfLetter('A1')).toBe(-1);
    expect(indexOfLetter('')).toBe(-1);
    expect(() => letterOf(-1)).toThrow('no letter for option -1');
  });
  it('an answer is normalised: trimmed, upper case, distinct, sorted by position, blanks dropped', () => {
    expect(normaliseAnswer(' c, a ,A,, ')).toBe('A,C');
    expect(normaliseAnswer('')).toBe('');
  });
});

describe('card routing', () => {
  const card = { id: 7, videoState: 1, videoCategory: 2 };
  it('fromExp is appended trimmed, and only when there is one', () => {
    expect(detailPath(card, ' 12 ')).toBe('/edu/mdt/7?fromExp=12');
    expect(detailPath(card, '   ')).toBe('/edu/mdt/7');
    expect(detailPath(card, 0)).toBe('/edu/mdt/7?fromExp=0');
    // A category without a page has no detail path, whoever the user came from.
    expect(detailPath({ ...card, videoCategory: 37 }, 5)).toBeNull();
  });
  it('a streaming address opens only a card that is live now', () => {
    const url = 'https://live.example/1';
    expect(cardRoute({ ...card, videoState: 1, liveStreamingUrl: url }, { loggedIn: true })).toEqual({
      kind: 'route',
      to: '/edu/mdt/7',
    });
  });
  it('a live card without a streaming address (or a blank one) opens its detail page', () => {
    expect(cardRoute({ ...card, videoState: 2, liveStreamingUrl: '  ' }, { loggedIn: true })).toEqual({
      kind: 'route',
      to: '/edu/mdt/7',
    });
    expect(cardRoute({ ...card, videoState: 2, liveStreamingUrl: null }, { loggedIn: true }).kind).toBe(
      'route',
    );
    expect(
      cardRoute({ ...card, videoState: 2, liveStreamingUrl: ' https://live.example/1 ' }, { loggedIn: true }),
    ).toEqual({
      kind: 'live',
      url: 'https://live.example/1',
    });
  });
});

describe('categories', () => {
  it('only own keys are vTypes', () => {
    expect(isVType('youth')).toBe(true);
    expect(isVType(undefined)).toBe(false);
    expect(isVType('toString')).toBe(false);
  });
  it('the order is read from commas of either width, trimmed; junk dropped', () => {
    expect(parseOrder(' 15, 12，3 ,x,0,-1,2.5')).toEqual([15, 12, 3]);
  });
  it('the entry tiles: training always, series only when the order has no series tile of its own', () => {
    expect(entryTiles([1, 2]).map((t) => t.id)).toEqual(['training', 'series']);
    expect(entryTiles([1, 18]).map((t) => t.id)).toEqual(['training']);
  });
});

describe('China time', () => {
  it('a contract time must be the whole text', () => {
    expect(parseChinaTime('x2025-03-01 08:30:00')).toBeNull();
    expect(parseChinaTime('2025-03-01 08:30:00x')).toBeNull();
    expect(parseChinaTime('2025-03-01 08:30:00')).toBe(Date.UTC(2025, 2, 1, 0, 30));
  });
  it('a wall time is re-patterned with its missing parts as 00; a zoned one converted; anything else as it came', () => {
    expect(showChinaTime('2025-03-01')).toBe('2025-03-01 00:00');
    expect(showChinaTime('2025-03-01T09:05', 'YYYY-MM-DD HH:mm:ss')).toBe('2025-03-01 09:05:00');
    expect(showChinaTime('2025-03-01 09:05:07.123', 'HH:mm:ss')).toBe('09:05:07');
    expect(showChinaTime('x2025-03-01')).toBe('x2025-03-01');
    expect(showChinaTime('2025-03-01 09:05 extra')).toBe('2025-03-01 09:05 extra');
    expect(showChinaTime('2025-03-01T01:00:00Z')).toBe('2025-03-01 09:00');
    expect(showChinaTime('2025-03-01T01:00:00.5Z')).toBe('2025-03-01 09:00');
    expect(showChinaTime('2025-03-01T01:00:00.123Z')).toBe('2025-03-01 09:00');
    expect(showChinaTime('2025-03-01T01:00+0100')).toBe('2025-03-01 08:00');
    expect(showChinaTime('2025-03-01T01:00:00+01:00')).toBe('2025-03-01 08:00');
    expect(showChinaTime('x2025-03-01T01:00:00Z')).toBe('x2025-03-01T01:00:00Z');
    expect(showChinaTime('2025-03-01T01:00:00Zx')).toBe('2025-03-01T01:00:00Zx');
    expect(showChinaTime('2025-03-01T01:00:00.Z')).toBe('2025-03-01T01:00:00.Z');
    expect(showChinaTime('2025-99-01T01:00:00Z')).toBe('2025-99-01T01:00:00Z');
    expect(showChinaTime('   ')).toBe('');
  });
});

describe('committee, gallery, museum, review codes', () => {
  it('posts and sessions are the known numbers only', () => {
    expect(isCommitteePost(3)).toBe(true);
    expect(isCommitteePost('3')).toBe(false);
    expect(isCommitteePost(9)).toBe(false);
    expect(isAiSession(2)).toBe(true);
    expect(isAiSession('1')).toBe(false);
    expect(isAiSession(3)).toBe(false);
  });
  it('members sort by `sort`, then as they came', () => {
    const rows = [
      { name: 'b', post: 5, sort: 2 },
      { name: 'a', post: 5, sort: 1 },
      { name: 'c', post: 5 },
      { name: 'd', post: 5 },
      { name: 'e', post: 5, sort: 1 },
    ];
    expect(groupByPost(rows)[0]!.members.map((m) => m.name)).toEqual(['c', 'd', 'a', 'e', 'b']);
  });
  it('the banner vendor is 联影医疗 unless configured; VR halls are http(s) addresses with a host', () => {
    expect(DEFAULT_BANNER_VENDOR).toBe('联影医疗');
    expect(bannerExhibitor([{ name: '甲' }, { name: '联影医疗（上海）' }], DEFAULT_BANNER_VENDOR)?.name).toBe(
      '联影医疗（上海）',
    );
    expect(openableVrUrl(' https://vr.example/hall ')).toBe('https://vr.example/hall');
    expect(openableVrUrl('xhttps://vr.example')).toBeNull();
    expect(openableVrUrl('https:///path')).toBeNull();
    expect(openableVrUrl('javascript:alert(1)')).toBeNull();
    expect(openableVrUrl(null)).toBeNull();
  });
  it('a review code is a number or a text of digits only', () => {
    expect(isReviewStatus('21')).toBe(true);
    expect(isReviewStatus('21x')).toBe(false);
    expect(isReviewStatus('x21')).toBe(false);
    expect(isReviewStatus(true)).toBe(false);
  });
});

describe('search routing and marks', () => {
  it("a works result's epoch is trimmed; a blank one is the default", () => {
    const works = { majorCategory: 3, minorCategory: null, originId: 1 };
    expect(searchResultPath({ ...works, epoch: ' 2023-02 ' })).toBe('/popsic/worksDetail/1?ccr=2023-02');
    expect(searchResultPath({ ...works, epoch: '  ' })).toBe('/popsic/worksDetail/1?ccr=2022-01');
  });
  it('terms are trimmed before marking', () => {
    expect(highlightRuns('乳腺钼靶', [' 钼靶 '])).toEqual([
      { text: '乳腺', hit: false },
      { text: '钼靶', hit: true },
    ]);
  });
});
