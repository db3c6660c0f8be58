import { describe, expect, it } from 'vitest';
import {
  CODE_NO_SESSION,
  DEFAULT_EPOCH,
  epochOf,
  epochVariant,
  isPopsicEpoch,
  isSpecialGroup,
  MENU_EPOCH,
  MICRO_LECTURE_PAGE_SIZE,
  otherPublicEpochs,
  POPSIC_COMMENT_MAX,
  POPSIC_COMMENT_RATE,
  POPSIC_EPOCHS,
  POPSIC_PAGE_SIZE,
  POPSIC_SEARCH_PAGE_SIZE,
  PUBLIC_EPOCHS,
  sanitiseComment,
  SPECIAL_GROUP,
} from '../../../domain/popsic';

describe('contest epochs (000 §9)', () => {
  it('five epochs, default 2022-01, three public', () => {
    expect(POPSIC_EPOCHS).toEqual(['2022-01', '2023-01', '2023-02', '2024-01', '2024-02']);
    expect(DEFAULT_EPOCH).toBe('2022-01');
    expect(PUBLIC_EPOCHS).toEqual(['2022-01', '2023-01', '2023-02']);
  });

  it('the header’s 科普 menu opens 2023-02, a public epoch (000 §2.1)', () => {
    expect(MENU_EPOCH).toBe('2023-02');
    expect(epochOf(MENU_EPOCH)).toBe(MENU_EPOCH);
    expect(PUBLIC_EPOCHS).toContain(MENU_EPOCH);
  });

  it('reads ?ccr: a known epoch as it is, anything else as the default', () => {
    for (const e of POPSIC_EPOCHS) expect(epochOf(e)).toBe(e);
    for (const bad of [null, undefined, '', '2022-1', '2025-01', ' 2023-01', '2023-01 '])
      expect(epochOf(bad)).toBe('2022-01');
    expect(isPopsicEpoch('2024-02')).toBe(true);
    expect(isPopsicEpoch(202401)).toBe(false);
  });

  it('offers the other public epochs, in order', () => {
    expect(otherPublicEpochs('2022-01')).toEqual(['2023-01', '2023-02']);
    expect(otherPublicEpochs('2023-02')).toEqual(['2022-01', '2023-01']);
    expect(otherPublicEpochs('2024-01')).toEqual(['2022-01', '2023-01', '2023-02']);
  });

  it('2023-02 alone: numbered items, intro, dark text, no most-liked block', () => {
    expect(epochVariant('2023-02')).toEqual({
      numberedItems: true,
      intro: true,
      darkText: true,
      mostLikedBlock: false,
    });
    for (const e of POPSIC_EPOCHS.filter((x) => x !== '2023-02'))
      expect(epochVariant(e)).toEqual({
        numberedItems: false,
        intro: false,
        darkText: false,
        mostLikedBlock: true,
      });
  });
});

describe('groups, sizes and codes (000 §3, §9)', () => {
  it('names the special groups and tells them from categories', () => {
    expect(SPECIAL_GROUP).toEqual({ recommended: '推荐作品', mostLiked: '点赞最多', video: '视频' });
    expect(isSpecialGroup('点赞最多')).toBe(true);
    expect(isSpecialGroup('科普视频')).toBe(false);
  });

  it('pages of 40, comments ≤ 300 at ≤ 5 a minute, code 60016', () => {
    expect([POPSIC_PAGE_SIZE, POPSIC_SEARCH_PAGE_SIZE, MICRO_LECTURE_PAGE_SIZE]).toEqual([40, 40, 40]);
    expect(POPSIC_COMMENT_MAX).toBe(300);
    expect(POPSIC_COMMENT_RATE).toEqual({ limit: 5, windowMs: 60_000 });
    expect(CODE_NO_SESSION).toBe(60016);
  });
});

describe('sanitiseComment (plain text)', () => {
  it('removes markup, keeps the text and comparisons', () => {
    expect(sanitiseComment('<b>好</b>作品<script>alert(1)</script>')).toBe('好作品alert(1)');
    expect(sanitiseComment('<img src=x onerror=alert(1)>赞')).toBe('赞');
    expect(sanitiseComment('剂量 < 5 mSv 且 > 1 mSv')).toBe('剂量 < 5 mSv 且 > 1 mSv');
    expect(sanitiseComment('a<b')).toBe('a<b');
  });

  it('normalises line breaks, folds blank lines, drops control characters, trims', () => {
    expect(sanitiseComment('  第一行  \r\n\r\n\r\n\r\n第二行\u0007\r末行\u3000 ')).toBe(
      '第一行\n\n第二行\n末行',
    );
    expect(sanitiseComment('<p> </p>')).toBe('');
    expect(sanitiseComment('tab\tinside')).toBe('tab\tinside');
  });
});
