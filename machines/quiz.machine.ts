import { assign, fromPromise, setup } from 'xstate';
import { chooseOption, isAnswered, QUESTION_OPEN } from '../domain/answers';
import { chancesLeft } from '../domain/chances';
import { errorText } from './errorText';

/**
 * The education quiz of a video (001 §3, §4, §5; the 答题 tab).
 *
 * - Category 10 (emergency imaging) is gated: when the user's emxState is 0 the info form comes first
 *   (`info.done` once it was submitted), then the quiz opens only after a reading record exists
 *   (GET /api/emx/emx_record); opening the reading system (`reading.open`) creates one (POST).
 * - The answers already submitted (GET /api/youth/question/by_vid) are shown locked; without any the user
 *   answers: single choice replaces, multiple choice toggles (letters sorted, comma-joined), open is text.
 * - Submitting needs every question answered (else 请完成所有的题目后再提交！); after a submit the saved
 *   answers are loaded again (the server grades them and decides what to reveal).
 * - `quiz.again` clears the answers while examLimitCount − usedExamCount > 0.
 */
export interface QuizQuestion {
  id: string;
  /** 1 single, 2 multiple, 3 open. */
  type: number;
}

/** One saved answer as by_vid returns it (what the view needs of it is kept opaque here). */
export interface SavedAnswer {
  questionId: string;
  answer: string;
}

export interface QuizInput {
  videoId: string;
  questions: QuizQuestion[];
  examLimitCount: number;
  usedExamCount: number;
  /** Category 10: the quiz needs a reading record. */
  gated: boolean;
  /** Category 10 with emxState 0: the info form first. */
  needsInfo: boolean;
}

export interface QuizContext extends QuizInput {
  /** questionId → answer ("B", "A,C", or the open answer's text). */
  answers: Record<string, string>;
  /** The answers of the last submission, as loaded from the server (empty before any). */
  saved: SavedAnswer[];
  error: string | null;
}

export type QuizEvent =
  | { type: 'answer.choose'; questionId: string; index: number }
  | { type: 'answer.write'; questionId: string; text: string }
  | { type: 'quiz.submit' }
  | { type: 'quiz.again' }
  | { type: 'quiz.retry' }
  | { type: 'info.done' }
  | { type: 'reading.open' };

export const allAnswered = (c: Pick<QuizContext, 'questions' | 'answers'>): boolean =>
  c.questions.every((q) => isAnswered(c.answers[q.id]));

export const quizMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/emx/emx_record?videoId → whether a reading record exists. */
    checkReadingRecord: fromPromise<boolean, { videoId: string }>(async () => {
      throw new Error('checkReadingRecord not provided');
    }),
    /** POST /api/emx/emx_record { videoId }. */
    createReadingRecord: fromPromise<void, { videoId: string }>(async () => {
      throw new Error('createReadingRecord not provided');
    }),
    /** GET /api/youth/question/by_vid?videoId → the saved answers of the last submission. */
    loadSaved: fromPromise<SavedAnswer[], { videoId: string }>(async () => {
      throw new Error('loadSaved not provided');
    }),
    /** POST /api/youth/question { videoId, questionList: [{ id, answerItems }] }. */
    submitAnswers: fromPromise<void, { videoId: string; answers: Record<string, string> }>(async () => {
      throw new Error('submitAnswers not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** Opens the case in the reading system (a new window, inside the user's click). */
    openReadingSystem: () => {},
    /** 请完成所有的题目后再提交！ */
    notifyIncomplete: () => {},
    notifySubmitted: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    needsInfo: ({ context }) => context.gated && context.needsInfo,
    gated: ({ context }) => context.gated,
    /** checkReadingRecord's answer: the reading is recorded. */
    recordExists: (_, { exists }: { exists: boolean }) => exists,
    /** loadSaved's answer: answers were submitted before. */
    hasSaved: (_, { saved }: { saved: SavedAnswer[] }) => saved.length > 0,
    allAnswered: ({ context }) => allAnswered(context),
    chancesLeft: ({ context }) => chancesLeft(context.examLimitCount, context.usedExamCount) > 0,
  },
}).createMachine({
  id: 'quiz',
  initial: 'start',
  context: ({ input }) => ({ ...input, answers: {}, saved: [], error: null }),
  states: {
    start: {
      always: [
        { guard: 'needsInfo', target: 'needInfo' },
        { guard: 'gated', target: 'checkingRecord' },
        { target: 'loading' },
      ],
    },
    needInfo: {
      on: { 'info.done': { target: 'checkingRecord', actions: assign({ needsInfo: false }) } },
    },
    checkingRecord: {
      entry: assign({ error: null }),
      invoke: {
        src: 'checkReadingRecord',
        input: ({ context }) => ({ videoId: context.videoId }),
        onDone: [
          {
            guard: { type: 'recordExists', params: ({ event }) => ({ exists: event.output }) },
            target: 'loading',
          },
          { target: 'needReading' },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    needReading: {
      on: { 'reading.open': { target: 'recordingReading', actions: 'openReadingSystem' } },
    },
    recordingReading: {
      invoke: {
        src: 'createReadingRecord',
        input: ({ context }) => ({ videoId: context.videoId }),
        onDone: { target: 'loading' },
        onError: {
          target: 'needReading',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
        },
      },
    },
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadSaved',
        input: ({ context }) => ({ videoId: context.videoId }),
        onDone: [
          {
            guard: { type: 'hasSaved', params: ({ event }) => ({ saved: event.output }) },
            target: 'submitted',
            actions: assign({
              saved: ({ event }) => event.output,
              answers: ({ event }) =>
                Object.fromEntries(event.output.map((row) => [row.questionId, row.answer])),
            }),
          },
          { target: 'answering', actions: assign({ saved: [], answers: {} }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'quiz.retry': 'start' },
    },
    answering: {
      on: {
        'answer.choose': {
          actions: assign({
            answers: ({ context, event }) => {
              const question = context.questions.find((q) => q.id === event.questionId);
              if (!question || question.type === QUESTION_OPEN) return context.answers;
              const next = chooseOption(question.type, context.answers[question.id] ?? '', event.index);
              return { ...context.answers, [question.id]: next };
            },
          }),
        },
        'answer.write': {
          actions: assign({
            answers: ({ context, event }) => {
              const question = context.questions.find((q) => q.id === event.questionId);
              if (question?.type !== QUESTION_OPEN) return context.answers;
              return { ...context.answers, [question.id]: event.text };
            },
          }),
        },
        'quiz.submit': [{ guard: 'allAnswered', target: 'submitting' }, { actions: 'notifyIncomplete' }],
      },
    },
    submitting: {
      invoke: {
        src: 'submitAnswers',
        input: ({ context }) => ({ videoId: context.videoId, answers: context.answers }),
        onDone: {
          target: 'loading',
          actions: ['notifySubmitted', assign({ usedExamCount: ({ context }) => context.usedExamCount + 1 })],
        },
        onError: {
          // What the user chose stays; the server's message shows.
          target: 'answering',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
        },
      },
    },
    submitted: {
      on: {
        'quiz.again': {
          guard: 'chancesLeft',
          target: 'answering',
          actions: assign({ answers: {}, saved: [] }),
        },
      },
    },
  },
});
