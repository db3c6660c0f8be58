import { describe, expect, it } from 'vitest';
import { chancesLeft } from '../../../domain/chances';

describe('chances left (001 §3, §4): examLimitCount − usedExamCount, never negative', () => {
  const rows: Array<[number, number, number]> = [
    [3, 0, 3],
    [3, 1, 2],
    [3, 3, 0],
    [1, 2, 0],
    [0, 0, 0],
  ];
  it.each(rows)('limit %i, used %i → %i', (limit, used, left) => {
    expect(chancesLeft(limit, used)).toBe(left);
  });
});
