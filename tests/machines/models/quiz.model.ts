import { chancesLeft } from '../../../domain/chances';
import { quizMachine, type QuizInput, type SavedAnswer } from '../../../machines/quiz.machine';
import type { ModelConfig } from '../traversal';

/** A single, a multiple and an open question; two chances. */
export const PLAIN: QuizInput = {
  videoId: 'v7',
  questions: [
    { id: 'q1', type: 1 },
    { id: 'q2', type: 2 },
    { id: 'q3', type: 3 },
  ],
  examLimitCount: 2,
  usedExamCount: 0,
  gated: false,
  needsInfo: false,
};
/** Category 10, the user has not given their info yet (emxState 0); one chance. */
export const EMX_NEW: QuizInput = {
  videoId: 'e1',
  questions: [{ id: 'q1', type: 1 }],
  examLimitCount: 1,
  usedExamCount: 0,
  gated: true,
  needsInfo: true,
};
/** Category 10 with the info given: only the reading record gates the quiz. */
export const EMX_KNOWN: QuizInput = { ...EMX_NEW, videoId: 'e2', needsInfo: false };

export const SAVED: SavedAnswer[] = [
  { questionId: 'q1', answer: 'B' },
  { questionId: 'q2', answer: 'A,B' },
  { questionId: 'q3', answer: '要点' },
];

export const quizModel: ModelConfig<typeof quizMachine> = {
  machine: quizMachine,
  file: 'machines/quiz.machine.ts',
  inputs: [PLAIN, EMX_NEW, EMX_KNOWN],
  describeInput: (input) =>
    input === PLAIN ? 'plain' : input === EMX_NEW ? 'emx, no info' : 'emx, info given',
  events: {
    // q1 single: option B; q2 multiple: options A and B (toggled, so also back to none); q3 open: ignored.
    'answer.choose': (s) =>
      [
        { questionId: 'q1', index: 1 },
        { questionId: 'q2', index: 1 },
        { questionId: 'q2', index: 0 },
        { questionId: 'q3', index: 0 },
      ].filter((e) => s.context.questions.some((q) => q.id === e.questionId)),
    // An open answer; text for a choice question is ignored.
    'answer.write': (s) =>
      [
        { questionId: 'q3', text: '要点' },
        { questionId: 'q1', text: 'x' },
      ].filter((e) => s.context.questions.some((q) => q.id === e.questionId)),
    'quiz.submit': [{}],
    'quiz.again': [{}],
    'quiz.retry': [{}],
    'info.done': [{}],
    'reading.open': [{}],
  },
  invoked: {
    checkReadingRecord: { output: [true, false], error: [new Error('阅片记录查询失败')] },
    createReadingRecord: { output: [undefined], error: [new Error('请登录后操作！')] },
    loadSaved: { output: [[], SAVED], error: [new Error('答题记录加载失败')] },
    submitAnswers: { output: [undefined], error: [new Error('答题次数已用完')] },
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.videoId,
      s.context.answers,
      s.context.saved.length,
      // Used attempts beyond the limit behave alike: only the chances left matter.
      chancesLeft(s.context.examLimitCount, s.context.usedExamCount),
      s.context.needsInfo,
      s.context.error,
    ]),
};
