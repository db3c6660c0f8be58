import { describe, expect, it } from 'vitest';
import { isReviewStatus, REVIEW_STATUS, reviewStatusLabel } from '../../../domain/reviewStatus';

describe('works review status (000 §4.4)', () => {
  const rows: Array<[number, string]> = [
    [0, '审核通过'],
    [1, '待审核'],
    [2, '初审通过'],
    [21, '初审转审'],
    [23, '初审不通过'],
    [3, '复审通过'],
    [31, '复审转审'],
    [32, '复审需修改'],
    [33, '复审不通过'],
    [4, '退回修改'],
    [41, '终审转审'],
    [42, '终审需修改'],
    [43, '终审不通过'],
    [9, '审核失败'],
  ];
  it.each(rows)('code %i is %s (as a number or as text)', (code, label) => {
    expect(isReviewStatus(code)).toBe(true);
    expect(reviewStatusLabel(code)).toBe(label);
    expect(reviewStatusLabel(String(code))).toBe(label);
  });
  it('knows exactly the 14 codes of the spec', () => {
    expect(Object.values(REVIEW_STATUS).sort((a, b) => a - b)).toEqual(
      rows.map(([c]) => c).sort((a, b) => a - b),
    );
  });
  it.each([5, 22, -1, 1.5, '', 'x', ' 1', '1 ', '01x'])('an unknown code %j is shown raw', (code) => {
    expect(isReviewStatus(code)).toBe(false);
    expect(reviewStatusLabel(code)).toBe(String(code));
  });
  it.each([[[1]], [true], [{}]])('%j, neither a number nor a text, is no code', (code) => {
    expect(isReviewStatus(code)).toBe(false);
  });
  it('a missing code shows nothing', () => {
    expect(reviewStatusLabel(null)).toBe('');
    expect(reviewStatusLabel(undefined)).toBe('');
  });
});
