import { describe, expect, it } from 'vitest';
import { QUESTION_TYPES } from '../../../domain/answers';
import { questionSchema as educationQuestion } from '../../../src/schemas/education';
import { questionSchema as trainingQuestion } from '../../../src/schemas/training';

/**
 * A question of a type outside 001 §3 (1 single, 2 multiple, 3 open) could be shown but never answered,
 * so the quiz or the paper could never be handed in: both schemas read it as a data error instead.
 */
describe('question types (001 §3)', () => {
  const education = { id: 1, question: '问题', chooseItems: ['甲', '乙'] };
  const training = { idx: 0, question: '问题', chooseItems: ['甲', '乙'] };

  it.each(QUESTION_TYPES)(
    'type %i is read by both the education quiz and the training paper',
    (questionType) => {
      expect(educationQuestion.parse({ ...education, questionType }).questionType).toBe(questionType);
      expect(trainingQuestion.parse({ ...training, questionType }).questionType).toBe(questionType);
    },
  );

  it.each([0, 4, 1.5, '1'])('type %j is refused by both', (questionType) => {
    expect(educationQuestion.safeParse({ ...education, questionType }).success).toBe(false);
    expect(trainingQuestion.safeParse({ ...training, questionType }).success).toBe(false);
  });
});
