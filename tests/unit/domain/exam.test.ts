import { describe, expect, it } from 'vitest';
import { answersShown, SHOW_ANSWER, SUBMIT_DRAFT, SUBMIT_MANUAL, SUBMIT_TIMEUP } from '../../../domain/exam';

describe('exam codes (001 §9)', () => {
  it('names the submit types 0, 1 and 2 and showAnswer 1', () => {
    expect([SUBMIT_DRAFT, SUBMIT_MANUAL, SUBMIT_TIMEUP, SHOW_ANSWER]).toEqual([0, 1, 2, 1]);
  });

  it('shows the answers only with showAnswer 1, and from showAnswerTime on when there is one', () => {
    const at = Date.UTC(2025, 6, 15, 2, 0, 0);
    expect(answersShown({ showAnswer: 0, showAnswerTime: null }, at)).toBe(false);
    expect(answersShown({ showAnswer: 1, showAnswerTime: null }, at)).toBe(true);
    expect(answersShown({ showAnswer: 1 }, at)).toBe(true);
    expect(answersShown({ showAnswer: 1, showAnswerTime: new Date(at) }, at)).toBe(true);
    expect(answersShown({ showAnswer: 1, showAnswerTime: new Date(at + 1) }, at)).toBe(false);
    expect(answersShown({ showAnswer: 1, showAnswerTime: new Date(at - 1).toISOString() }, at)).toBe(true);
    expect(answersShown({ showAnswer: 2, showAnswerTime: null }, at)).toBe(false);
  });
});
