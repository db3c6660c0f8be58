import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  indexOfLetter,
  isAnswered,
  isChosen,
  joinLetters,
  letterOf,
  lettersOf,
  normaliseAnswer,
  QUESTION_MULTIPLE,
  QUESTION_OPEN,
  QUESTION_SINGLE,
  sameAnswer,
} from '../../../domain/answers';

describe('answer letters by option position (001 §3)', () => {
  // Past Z the letters go on as spreadsheet columns (one of the four old copies answered "[" for 26).
  const rows: Array<[number, string]> = [
    [0, 'A'],
    [1, 'B'],
    [2, 'C'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ];
  it.each(rows)('option %i is %s, and back', (index, letter) => {
    expect(letterOf(index)).toBe(letter);
    expect(indexOfLetter(letter)).toBe(index);
    expect(indexOfLetter(letter.toLowerCase())).toBe(index);
  });
  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses option %s', (index) => {
    expect(() => letterOf(index)).toThrow(RangeError);
  });
  it.each(['', ' ', '1', 'A1', '[', 'Ä'])('%j is not a letter', (text) => {
    expect(indexOfLetter(text)).toBe(-1);
  });
  it('round-trips every position up to 1000', () => {
    for (let i = 0; i <= 1000; i++) expect(indexOfLetter(letterOf(i))).toBe(i);
  });
});

describe('answers as letters', () => {
  const rows: Array<[string, string[]]> = [
    ['', []],
    ['B', ['B']],
    ['c, a', ['A', 'C']],
    ['C,A,C', ['A', 'C']],
    [' c , b,x1', ['B', 'C']],
    ['AA,B', ['B', 'AA']],
  ];
  it.each(rows)('lettersOf(%j) is %j, in option order', (answer, letters) => {
    expect(lettersOf(answer)).toEqual(letters);
    expect(joinLetters(letters)).toBe(letters.join(','));
  });
  it('grading keeps what is not a letter, so junk never matches a key', () => {
    expect(normaliseAnswer('c, a')).toBe('A,C');
    expect(normaliseAnswer('B,AA')).toBe('B,AA');
    expect(normaliseAnswer(' , ')).toBe('');
    expect(sameAnswer('c,a', 'A,C')).toBe(true);
    expect(sameAnswer('A,C,1', 'A,C')).toBe(false);
    expect(sameAnswer('A', 'A,C')).toBe(false);
    expect(sameAnswer('', '')).toBe(true);
  });
});

describe('choosing an option', () => {
  const rows: Array<[number, string, number, string]> = [
    [QUESTION_SINGLE, '', 0, 'A'],
    [QUESTION_SINGLE, 'A', 2, 'C'],
    [QUESTION_MULTIPLE, '', 2, 'C'],
    [QUESTION_MULTIPLE, 'C', 0, 'A,C'],
    [QUESTION_MULTIPLE, 'A,C', 2, 'A'],
    [QUESTION_MULTIPLE, 'Z', 26, 'Z,AA'],
    [QUESTION_MULTIPLE, 'B,AA', 26, 'B'],
    [QUESTION_OPEN, 'text', 0, 'text'],
  ];
  it.each(rows)('type %i, answer %j, option %i → %j', (type, current, index, next) => {
    expect(chooseOption(type, current, index)).toBe(next);
    if (type !== QUESTION_OPEN) expect(isChosen(next, index)).toBe(!isChosen(current, index) || type === 1);
  });
  it('a blank answer does not count', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered('B')).toBe(true);
  });
});
