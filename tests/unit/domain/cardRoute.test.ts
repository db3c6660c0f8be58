import { describe, expect, it } from 'vitest';
import { cardRoute, cardTag, detailPath } from '../../../domain/cardRoute';
import {
  EDUCATION_ORDER_DEFAULT,
  isVType,
  parseOrder,
  tileAction,
  VIDEO_CATEGORY_BY_TYPE,
  vTypeOf,
} from '../../../domain/categories';

const on = { loggedIn: true };
const card = { id: 42, videoState: 1, videoCategory: 1, richTextType: 0, emxState: 1, liveStreamingUrl: '' };

describe('card routing by videoCategory and richTextType (001 §2 series courses)', () => {
  const table: Array<[number, number, string | null]> = [
    [1, 0, '/edu/youth/42'],
    [2, 0, '/edu/mdt/42'],
    [3, 0, '/edu/3m/42'],
    [4, 0, '/edu/precision/42'],
    [7, 0, '/edu/country/42'],
    [8, 0, '/edu/explorer/42'],
    [9, 0, '/edu/huaxi/42'],
    [10, 0, '/edu/emx/42'],
    [11, 0, '/edu/molecular/42'],
    [12, 0, '/edu/cloudmeetingshare/42'],
    [13, 0, '/edu/heroesmeeting/42'],
    [14, 0, '/edu/competition/42'],
    [15, 0, '/edu/teachclass/42'],
    [16, 0, '/edu/tancilunying/42'],
    [17, 0, '/edu/xinyingli/42'],
    [35, 0, '/edu/xinyingli2025/42'],
    [36, 0, '/edu/zhuanjiazaijiceng/42'],
    [18, 0, '/educourse/series/42'],
    [99, 0, '/edu/course/42'],
    // Rich text: molecular to its own page, every other category to the youth text page.
    [11, 1, '/molecular/42'],
    [1, 1, '/youthDetail/42'],
    [2, 1, '/youthDetail/42'],
    [18, 1, '/youthDetail/42'],
    // No page for these numbers.
    [37, 0, null],
    [0, 0, null],
  ];
  it.each(table)('category %i, richTextType %i → %s', (videoCategory, richTextType, to) => {
    expect(detailPath({ ...card, videoCategory, richTextType })).toBe(to);
    expect(cardRoute({ ...card, videoCategory, richTextType }, on)).toEqual(
      to === null ? { kind: 'comingSoon' } : { kind: 'route', to },
    );
  });

  it('appends fromExp when an expert id is known', () => {
    expect(cardRoute(card, { loggedIn: true, fromExp: 7 })).toEqual({
      kind: 'route',
      to: '/edu/youth/42?fromExp=7',
    });
    expect(detailPath({ ...card, videoCategory: 11, richTextType: 1 }, 'a b')).toBe(
      '/molecular/42?fromExp=a%20b',
    );
    expect(detailPath(card, '')).toBe('/edu/youth/42');
    expect(detailPath(card, null)).toBe('/edu/youth/42');
  });

  it('asks a visitor to log in whatever the card', () => {
    for (const videoState of [1, 2, 3]) {
      expect(
        cardRoute(
          { ...card, videoState, liveStreamingUrl: 'https://live.example.cn/1' },
          { loggedIn: false },
        ),
      ).toEqual({
        kind: 'login',
      });
    }
  });

  it('upcoming says 尽请期待！, live opens its stream, emxState 0 asks for the info first', () => {
    expect(cardRoute({ ...card, videoState: 3 }, on)).toEqual({ kind: 'comingSoon' });
    expect(
      cardRoute({ ...card, videoState: 2, liveStreamingUrl: ' https://live.example.cn/1 ' }, on),
    ).toEqual({
      kind: 'live',
      url: 'https://live.example.cn/1',
    });
    // A live video without a stream address opens its page.
    expect(cardRoute({ ...card, videoState: 2 }, on)).toEqual({ kind: 'route', to: '/edu/youth/42' });
    expect(cardRoute({ ...card, videoCategory: 10, emxState: 0 }, on)).toEqual({
      kind: 'emxInfo',
      to: '/edu/emx/42',
    });
    expect(cardRoute({ ...card, videoCategory: 10, emxState: 2 }, on)).toEqual({
      kind: 'route',
      to: '/edu/emx/42',
    });
    expect(cardRoute({ ...card, emxState: null }, on)).toEqual({ kind: 'route', to: '/edu/youth/42' });
  });

  it('tags upcoming as preview and live as live', () => {
    expect([1, 2, 3].map(cardTag)).toEqual([null, 'live', 'preview']);
  });
});

describe('categories and /education tiles (000 §2.2, §9)', () => {
  it('knows every vType of 001 §2 and no other', () => {
    expect(Object.keys(VIDEO_CATEGORY_BY_TYPE)).toHaveLength(19);
    expect(isVType('emx')).toBe(true);
    expect(isVType('toString')).toBe(false);
    expect(isVType('unknown')).toBe(false);
    expect(vTypeOf(35)).toBe('xinyingli2025');
    expect(vTypeOf(18)).toBeNull();
  });
  it('reads the configured order, falling back to the default without a message', () => {
    expect(parseOrder(null)).toEqual([...EDUCATION_ORDER_DEFAULT]);
    expect(parseOrder('  ')).toEqual([15, 12, 3, 4, 2, 10, 1, 11, 8, 5, 14, 16]);
    expect(parseOrder('3, 1，18,x,,-2')).toEqual([3, 1, 18]);
  });
  it('sends a tile to its page, AI to its coming-soon message, the rest to 尽情期待！', () => {
    expect(tileAction(1)).toEqual({ kind: 'route', to: '/edu/youth' });
    expect(tileAction(10)).toEqual({ kind: 'route', to: '/edu/emx' });
    expect(tileAction(18)).toEqual({ kind: 'route', to: '/educourse/series' });
    expect(tileAction(6)).toEqual({ kind: 'route', to: '/ai' });
    expect(tileAction(5)).toEqual({ kind: 'aiComingSoon' });
    expect(tileAction(37)).toEqual({ kind: 'none' });
  });
});
