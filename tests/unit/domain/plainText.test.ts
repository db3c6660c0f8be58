import { describe, expect, it } from 'vitest';
import { excerpt, plainText } from '../../../domain/plainText';

describe('plainText: rich text as one line', () => {
  it('drops the tags, turns &nbsp; into a space and folds every run of spaces', () => {
    expect(plainText('<p>胸部<strong>CT</strong></p>\n<p>&nbsp;读片&nbsp;&nbsp;要点</p>')).toBe(
      '胸部 CT 读片 要点',
    );
    expect(plainText('  <br/>  ')).toBe('');
    expect(plainText('a < b')).toBe('a < b');
  });
});

describe('excerpt: at most max characters', () => {
  it('keeps a text that fits, and cuts a longer one to max characters ending in …', () => {
    expect(excerpt('影像报告', 4)).toBe('影像报告');
    expect(excerpt('影像报告怎么读', 4)).toBe('影像报…');
    expect(Array.from(excerpt('影像报告怎么读', 4))).toHaveLength(4);
  });

  it('counts a character outside the BMP as one and never cuts it in half', () => {
    expect(excerpt('𝟙𝟚𝟛', 3)).toBe('𝟙𝟚𝟛');
    expect(excerpt('𝟙𝟚𝟛𝟜', 3)).toBe('𝟙𝟚…');
  });
});
