import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { chancesLeft } from '../domain/chances';
import { errorText } from './errorText';
import {
  backoffMs,
  localIsNewer,
  remainingMs,
  type Answers,
  type ExamAttempt,
  type ExamLoad,
} from './examTime';

export type { Answers, ExamAttempt, ExamLoad, LocalDraft } from './examTime';
export { backoffMs, remainingMs } from './examTime';

/**
 * The timed training exam (001 §4 training quiz, §8, §9; issue 4 items 3 and 4).
 *
 * - `locked` until the video has been watched to the end (`exam.unlock`), then the last attempt is
 *   loaded (GET exam/record/last) so a reopened page resumes it: answers, question and remaining time.
 * - The countdown is `deadline − (now + offset)`: the deadline and the offset come from the server
 *   (serverTime − the client clock when the answer arrived), `now` from `clock.tick` events. Ticks
 *   are never counted, so a throttled tab or a sleeping laptop cannot stretch the time.
 * - Every answer change is kept locally at once (`persistLocal`); a draft (submitType 0) goes to the
 *   server every 5 s (`draftInterval`), failures are retried with exponential backoff (`draftRetry`),
 *   and while offline drafts wait for the connection.
 * - A manual submit (type 1) needs the confirm; at time-up the submit (type 2) is automatic. A submit
 *   that cannot reach the server (offline or failing) is queued and sent again on reconnect or after
 *   a backoff; the server grades an attempt once, so repeating it is safe.
 */
export interface ExamContext {
  videoId: number;
  attempt: ExamAttempt | null;
  /** serverTime − client clock, ms (added to the client clock to get the server's). */
  offset: number;
  /** The latest client clock reading. */
  now: number;
  remaining: number;
  answers: Answers;
  subIndex: number;
  /** Client clock of the last draft the server kept. */
  savedAt: number | null;
  draftFailures: number;
  submitFailures: number;
  submitType: 1 | 2;
  online: boolean;
  /** The connection banner: lost, or back (answers safe). */
  banner: 'offline' | 'online' | null;
  error: string | null;
}

export type ExamEvent =
  | { type: 'exam.unlock' }
  | { type: 'exam.start' }
  | { type: 'exam.retry' }
  | { type: 'exam.retake' }
  | { type: 'exam.submit' }
  | { type: 'confirm.ok' }
  | { type: 'confirm.cancel' }
  | { type: 'answer.set'; idx: number; answer: string }
  | { type: 'question.go'; index: number }
  | { type: 'clock.tick'; now: number }
  | { type: 'network.offline' }
  | { type: 'network.online' };

export interface ExamInput {
  videoId: number;
  /** The client clock when the machine starts. */
  now: number;
  online?: boolean;
}

export interface DraftRequest {
  videoId: number;
  recordId: number;
  answers: Answers;
  subIndex: number;
}
export interface SubmitRequest extends DraftRequest {
  submitType: 1 | 2;
}

/** The connection is back (inline, not named: it only changes context). */
const goOnline = assign<ExamContext, ExamEvent, undefined, ExamEvent, never>({
  online: true,
  banner: 'online',
});

type Loaded = { output: ExamLoad };
type Saved = { output: { attempt: ExamAttempt; clientNow: number } };

/** Context after an attempt arrives from the server (start, resume, or a draft/submit answer). */
const adopt = (context: ExamContext, load: ExamLoad): Partial<ExamContext> => {
  const { attempt, clientNow, local } = load;
  if (!attempt) return { attempt: null };
  const offset = attempt.serverTime - clientNow;
  const useLocal = local !== null && localIsNewer(attempt, local, offset);
  return {
    attempt,
    offset,
    now: clientNow,
    remaining: remainingMs(attempt.deadline, clientNow, offset),
    answers: useLocal ? local.answers : attempt.answers,
    subIndex: useLocal ? local.subIndex : attempt.subIndex,
    savedAt: attempt.savedAt === null ? null : attempt.savedAt - offset,
    draftFailures: 0,
    submitFailures: 0,
    error: null,
    online: context.online,
  };
};

export const examMachine = setup({
  types: {
    input: {} as ExamInput,
    context: {} as ExamContext,
    events: {} as ExamEvent,
  },
  actors: {
    /** GET exam/record/last, plus the local copy of that attempt's answers. */
    loadLast: fromPromise<ExamLoad, { videoId: number }>(async () => {
      throw new Error('loadLast not provided');
    }),
    /** POST exam/record (submitType 0, no record id): starts an attempt or resumes the open one. */
    startAttempt: fromPromise<ExamLoad, { videoId: number }>(async () => {
      throw new Error('startAttempt not provided');
    }),
    /** POST exam/record submitType 0 with the attempt's id. */
    saveDraft: fromPromise<{ attempt: ExamAttempt; clientNow: number }, DraftRequest>(async () => {
      throw new Error('saveDraft not provided');
    }),
    /** POST exam/record submitType 1 or 2 with the attempt's id. */
    submitExam: fromPromise<{ attempt: ExamAttempt; clientNow: number }, SubmitRequest>(async () => {
      throw new Error('submitExam not provided');
    }),
    /** Sends `clock.tick` with the client clock about every 250 ms (and once at once). */
    ticker: fromCallback(() => () => {}),
    /** Sends `network.offline` / `network.online` as the browser's connection changes. */
    connectivity: fromCallback(() => () => {}),
  },
  actions: {
    /** Keeps the answers locally at once (localStorage keyed by user + video + attempt). */
    persistLocal: (_, _params: { recordId: number; answers: Answers; subIndex: number }) => {},
    /** The attempt is finished: the local copy is no longer needed. */
    clearLocal: (_, _params: { recordId: number }) => {},
    /** 答题时间结束，系统已经为您自动交卷。。。 */
    notifyTimeUp: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    attemptOpen: ({ event }) => {
      const a = (event as unknown as Loaded).output.attempt;
      return a !== null && !a.finished;
    },
    attemptFinished: ({ event }) => (event as unknown as Loaded).output.attempt?.finished === true,
    savedFinished: ({ event }) => (event as unknown as Saved).output.attempt.finished,
    timeUp: ({ context, event }) =>
      event.type === 'clock.tick' &&
      context.attempt !== null &&
      remainingMs(context.attempt.deadline, event.now, context.offset) <= 0,
    offline: ({ context }) => !context.online,
    online: ({ context }) => context.online,
    /** Straight from the confirm or the time-up, with the connection up: send at once. */
    firstTry: ({ context }) => context.online && context.submitFailures === 0,
    timeUpSubmit: ({ context }) => context.submitType === 2,
    canRetake: ({ context }) =>
      context.attempt !== null && chancesLeft(context.attempt.limit, context.attempt.used) > 0,
  },
  delays: {
    /** 001 §9: a draft every 5 s. */
    draftInterval: 5000,
    /** Backoff after a failed draft: 1 s, 2 s, 4 s … at most 30 s. */
    draftRetry: ({ context }) => backoffMs(context.draftFailures),
    /** Backoff after a failed final submit (also retried at once on reconnect). */
    submitRetry: ({ context }) => backoffMs(context.submitFailures),
  },
}).createMachine({
  id: 'exam',
  context: ({ input }) => ({
    videoId: input.videoId,
    attempt: null,
    offset: 0,
    now: input.now,
    remaining: 0,
    answers: {},
    subIndex: 0,
    savedAt: null,
    draftFailures: 0,
    submitFailures: 0,
    submitType: 1,
    online: input.online ?? true,
    banner: null,
    error: null,
  }),
  invoke: { src: 'connectivity' },
  on: {
    'network.offline': { actions: assign({ online: false, banner: 'offline' }) },
    'network.online': {
      actions: assign({
        online: true,
        banner: ({ context }) => (context.online ? context.banner : 'online'),
      }),
    },
  },
  initial: 'locked',
  states: {
    /** Until the video has been watched to the end (the page sends exam.unlock at once when it has). */
    locked: {
      on: { 'exam.unlock': 'loading' },
    },
    loading: {
      invoke: {
        src: 'loadLast',
        input: ({ context }) => ({ videoId: context.videoId }),
        onDone: [
          {
            guard: 'attemptOpen',
            target: 'answering',
            actions: assign(({ context, event }) => adopt(context, event.output)),
          },
          {
            guard: 'attemptFinished',
            target: 'finished',
            actions: assign(({ context, event }) => adopt(context, event.output)),
          },
          { target: 'ready' },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      on: { 'exam.retry': 'loading' },
    },
    ready: {
      on: { 'exam.start': 'starting' },
    },
    starting: {
      entry: assign({ error: null, submitType: 1 }),
      invoke: {
        src: 'startAttempt',
        input: ({ context }) => ({ videoId: context.videoId }),
        onDone: [
          {
            // Finished meanwhile (another tab submitted it): show its result.
            guard: 'attemptFinished',
            target: 'finished',
            actions: assign(({ context, event }) => adopt(context, event.output)),
          },
          { target: 'answering', actions: assign(({ context, event }) => adopt(context, event.output)) },
        ],
        onError: [
          {
            guard: ({ context }) => context.attempt !== null,
            target: 'finished',
            actions: [
              assign({ error: ({ event }) => errorText(event.error) }),
              { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
            ],
          },
          {
            target: 'ready',
            actions: [
              assign({ error: ({ event }) => errorText(event.error) }),
              { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
            ],
          },
        ],
      },
    },
    answering: {
      type: 'parallel',
      invoke: { src: 'ticker' },
      on: {
        'clock.tick': [
          {
            guard: 'timeUp',
            target: 'submitQueued',
            actions: assign({ now: ({ event }) => event.now, remaining: 0, submitType: 2 }),
          },
          {
            actions: assign({
              now: ({ event }) => event.now,
              remaining: ({ context, event }) =>
                remainingMs(context.attempt?.deadline ?? event.now, event.now, context.offset),
            }),
          },
        ],
        'answer.set': {
          actions: [
            assign({ answers: ({ context, event }) => ({ ...context.answers, [event.idx]: event.answer }) }),
            {
              type: 'persistLocal',
              params: ({ context }) => ({
                recordId: context.attempt?.id ?? 0,
                answers: context.answers,
                subIndex: context.subIndex,
              }),
            },
          ],
        },
        'question.go': {
          actions: [
            assign({ subIndex: ({ event }) => event.index }),
            {
              type: 'persistLocal',
              params: ({ context }) => ({
                recordId: context.attempt?.id ?? 0,
                answers: context.answers,
                subIndex: context.subIndex,
              }),
            },
          ],
        },
      },
      states: {
        sync: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { draftInterval: [{ guard: 'offline', target: 'held' }, { target: 'saving' }] },
            },
            saving: {
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => ({
                  videoId: context.videoId,
                  recordId: context.attempt?.id ?? 0,
                  answers: context.answers,
                  subIndex: context.subIndex,
                }),
                onDone: [
                  {
                    guard: 'savedFinished',
                    target: '#exam.finished',
                    actions: assign(({ context, event }) => adopt(context, { ...event.output, local: null })),
                  },
                  {
                    target: 'waiting',
                    actions: assign(({ event }) => ({
                      savedAt: event.output.clientNow,
                      draftFailures: 0,
                      offset: event.output.attempt.serverTime - event.output.clientNow,
                    })),
                  },
                ],
                onError: {
                  target: 'retryWait',
                  actions: assign({ draftFailures: ({ context }) => context.draftFailures + 1 }),
                },
              },
            },
            retryWait: {
              on: { 'network.online': { target: 'saving', actions: goOnline } },
              after: { draftRetry: [{ guard: 'offline', target: 'held' }, { target: 'saving' }] },
            },
            held: {
              on: { 'network.online': { target: 'saving', actions: goOnline } },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: { on: { 'exam.submit': 'confirming' } },
            confirming: {
              on: {
                'confirm.cancel': 'closed',
                'confirm.ok': { target: '#exam.submitQueued', actions: assign({ submitType: 1 }) },
              },
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitExam',
        input: ({ context }) => ({
          videoId: context.videoId,
          recordId: context.attempt?.id ?? 0,
          answers: context.answers,
          subIndex: context.subIndex,
          submitType: context.submitType,
        }),
        onDone: [
          {
            guard: 'timeUpSubmit',
            target: 'finished',
            actions: [
              assign(({ context, event }) => adopt(context, { ...event.output, local: null })),
              { type: 'clearLocal', params: ({ event }) => ({ recordId: event.output.attempt.id }) },
              'notifyTimeUp',
            ],
          },
          {
            target: 'finished',
            actions: [
              assign(({ context, event }) => adopt(context, { ...event.output, local: null })),
              { type: 'clearLocal', params: ({ event }) => ({ recordId: event.output.attempt.id }) },
            ],
          },
        ],
        onError: {
          target: 'submitQueued',
          actions: assign({
            submitFailures: ({ context }) => context.submitFailures + 1,
            error: ({ event }) => errorText(event.error),
          }),
        },
      },
    },
    /** A final submit waits here while offline, and between retries (sent at once when online). */
    submitQueued: {
      always: { guard: 'firstTry', target: 'submitting' },
      on: { 'network.online': { target: 'submitting', actions: goOnline } },
      after: { submitRetry: { guard: 'online', target: 'submitting' } },
    },
    finished: {
      on: { 'exam.retake': { guard: 'canRetake', target: 'starting' } },
    },
  },
});
