import { QUESTION_MULTIPLE } from '../../../domain/answers';
import { chancesLeft } from '../../../domain/chances';
import { examMachine, type ExamAttempt, type ExamLoad } from '../../../machines/exam.machine';
import type { ModelConfig } from '../traversal';

/** The client clock at start; the server clock runs 90 s ahead of it (OFFSET). */
export const T0 = 1_750_000_000_000;
export const OFFSET = 90_000;
export const DURATION = 600_000;
export const DEADLINE = T0 + OFFSET + DURATION;

const base: ExamAttempt = {
  id: 11,
  attemptNo: 1,
  finished: false,
  deadline: DEADLINE,
  serverTime: T0 + OFFSET,
  savedAt: T0 + OFFSET - 20_000,
  answers: { 1: 'A' },
  subIndex: 1,
  submitType: 0,
  correct: 0,
  wrong: 0,
  limit: 3,
  used: 0,
  showAnswer: 1,
  showAnswerTime: null,
  key: null,
};

export const OPEN = base;
/** The server's draft is older than the local copy: the local answers win. */
export const LOCAL = { recordId: 11, answers: { 1: 'A', 2: 'B,C' }, subIndex: 2, savedAt: T0 - 5000 };
export const FINISHED: ExamAttempt = {
  ...base,
  finished: true,
  submitType: 1,
  correct: 4,
  wrong: 1,
  used: 1,
  key: [{ idx: 1, answerItems: 'A', questionAnalysis: '肺窗' }],
};
export const FINISHED_LAST: ExamAttempt = { ...FINISHED, attemptNo: 3, used: 3 };

const load = (attempt: ExamAttempt | null, local: ExamLoad['local'] = null): ExamLoad => ({
  attempt,
  clientNow: T0,
  local,
});
export const LOAD_OPEN = load(OPEN, LOCAL);
export const LOAD_FINISHED = load(FINISHED);
export const LOAD_FINISHED_LAST = load(FINISHED_LAST);
export const LOAD_NONE = load(null);
export const START_OPEN = load({ ...OPEN, savedAt: null, answers: {}, subIndex: 0 });

/** Client clock readings: a minute before the deadline, and just past it (a sleeping laptop waking). */
export const TICK_BEFORE = DEADLINE - OFFSET - 60_000;
export const TICK_AFTER = DEADLINE - OFFSET + 5;

export const CHOOSE = { idx: 2, questionType: QUESTION_MULTIPLE, option: 0 } as const;

export const examModel: ModelConfig<typeof examMachine> = {
  machine: examMachine,
  file: 'machines/exam.machine.ts',
  inputs: [{ videoId: 7, now: T0 }],
  events: {
    'exam.unlock': [{}],
    'exam.start': [{}],
    'exam.retry': [{}],
    'exam.retake': [{}],
    'exam.submit': [{}],
    'confirm.ok': [{}],
    'confirm.cancel': [{}],
    'answer.set': [{ idx: 3, answer: 'D' }],
    /** Option A of question 2, a multiple choice (LOCAL has it at 'B,C'). */
    'answer.choose': [CHOOSE],
    'clock.tick': (s) => (s.context.attempt ? [{ now: TICK_BEFORE }, { now: TICK_AFTER }] : []),
    'network.offline': [{}],
    'network.online': [{}],
  },
  describeEvent: (e) =>
    e.type === 'clock.tick'
      ? `clock.tick(${e.now === TICK_AFTER ? 'past deadline' : 'deadline-60s'})`
      : undefined,
  sentBy: { 'clock.tick': 'ticker', 'network.offline': 'connectivity', 'network.online': 'connectivity' },
  invoked: {
    loadLast: {
      output: [LOAD_OPEN, LOAD_FINISHED, LOAD_FINISHED_LAST, LOAD_NONE],
      error: [new Error('网络错误')],
    },
    startAttempt: { output: [START_OPEN, LOAD_FINISHED], error: [new Error('考试次数已用完')] },
    saveDraft: {
      output: [
        {
          attempt: { ...OPEN, savedAt: T0 + OFFSET + 5000, serverTime: T0 + OFFSET + 5000 },
          clientNow: T0 + 5000,
        },
        { attempt: FINISHED, clientNow: T0 + 5000 },
      ],
      error: [new Error('Network Error')],
    },
    submitExam: {
      output: [{ attempt: FINISHED, clientNow: T0 + 6000 }],
      error: [new Error('Network Error')],
    },
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.attempt?.finished ?? null,
      s.context.attempt ? chancesLeft(s.context.attempt.limit, s.context.attempt.used) > 0 : null,
      s.context.online,
      s.context.banner,
      s.context.submitType,
      s.context.draftFailures > 0,
      s.context.submitFailures > 0,
    ]),
};
