import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * Training enrolment (001 §4 training learning process, §5, §8; issue 4 item 1). A click on a training
 * video while logged out warns 请登录后操作！. By learningProcess: 0 opens the application form; 1 asks
 * the server for the application state (0 请耐心等待审核, 1 opens the detail, 2 shows the rejection
 * reason, from where the user may apply again); 2 and 3 open the detail. The form is sent with the
 * SMS code (its button is the foundation's smsCooldown machine); success says 报名提交成功，请等待审核,
 * failure shows the server's message and a new captcha, and keeps what was typed.
 */
export interface EnrolCourse {
  videoId: number;
  courseGroupId: string;
  courseGroupName: string;
  learningProcess: number;
}

export interface EnrolForm {
  realName: string;
  phone: string;
  validCode: string;
  smsCode: string;
  companyName: string;
}

export interface ApplyState {
  state: number;
  approvalReason?: string | null;
}

export interface EnrolmentContext {
  course: EnrolCourse | null;
  form: EnrolForm | null;
  reason: string;
  error: string | null;
}

export type EnrolmentEvent =
  | { type: 'course.open'; course: EnrolCourse; loggedIn: boolean }
  | { type: 'form.submit'; form: EnrolForm }
  | { type: 'form.close' }
  | { type: 'apply.again' };

export const enrolmentMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as EnrolmentContext,
    events: {} as EnrolmentEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/training/apply/query?groupId → data (null when never applied). */
    queryApply: fromPromise<ApplyState | null, { groupId: string }>(async () => {
      throw new Error('queryApply not provided');
    }),
    /** POST /api/training/apply with the form and the course group. */
    submitApply: fromPromise<void, { course: EnrolCourse; form: EnrolForm }>(async () => {
      throw new Error('submitApply not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** 请登录后操作！ */
    notifyLoginFirst: () => {},
    /** 请耐心等待审核 */
    notifyPending: () => {},
    /** 报名提交成功，请等待审核 */
    notifyApplied: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
    openDetail: (_, _params: { videoId: number }) => {},
    refreshCaptcha: () => {},
    /** The form shows the field messages (nothing is sent). */
    reportInvalid: () => {},
  },
  guards: {
    loggedOut: ({ event }) => {
      assertEvent(event, 'course.open');
      return !event.loggedIn;
    },
    notApplied: ({ event }) => {
      assertEvent(event, 'course.open');
      return event.course.learningProcess === 0;
    },
    applied: ({ event }) => {
      assertEvent(event, 'course.open');
      return event.course.learningProcess === 1;
    },
    /** queryApply's answer (null: never applied) at each state of the application. */
    pending: (_, { apply }: { apply: ApplyState | null }) => apply?.state === 0,
    approved: (_, { apply }: { apply: ApplyState | null }) => apply?.state === 1,
    rejected: (_, { apply }: { apply: ApplyState | null }) => apply?.state === 2,
    /** Replaced by the app with the shared zod schema; this default checks the five fields are filled. */
    formValid: ({ event }) => {
      assertEvent(event, 'form.submit');
      return Object.values(event.form).every((v) => String(v).trim() !== '');
    },
  },
}).createMachine({
  id: 'enrolment',
  context: { course: null, form: null, reason: '', error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'course.open': [
          { guard: 'loggedOut', actions: 'notifyLoginFirst' },
          { guard: 'notApplied', target: 'form', actions: assign({ course: ({ event }) => event.course }) },
          { guard: 'applied', target: 'querying', actions: assign({ course: ({ event }) => event.course }) },
          { actions: { type: 'openDetail', params: ({ event }) => ({ videoId: event.course.videoId }) } },
        ],
      },
    },
    querying: {
      invoke: {
        src: 'queryApply',
        // Entered only by course.open, which keeps the course.
        input: ({ context }) => ({ groupId: context.course!.courseGroupId }),
        onDone: [
          {
            guard: { type: 'pending', params: ({ event }) => ({ apply: event.output }) },
            target: 'idle',
            actions: 'notifyPending',
          },
          {
            guard: { type: 'approved', params: ({ event }) => ({ apply: event.output }) },
            target: 'idle',
            actions: {
              type: 'openDetail',
              params: ({ context }) => ({ videoId: context.course!.videoId }),
            },
          },
          {
            guard: { type: 'rejected', params: ({ event }) => ({ apply: event.output }) },
            target: 'rejected',
            // The guard saw state 2, so there is an answer; its reason may be missing (shown as none).
            actions: assign({ reason: ({ event }) => event.output!.approvalReason ?? '' }),
          },
          // Never applied after all (the list was stale): the form.
          { target: 'form' },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
        },
      },
    },
    rejected: {
      on: { 'apply.again': 'form', 'form.close': 'idle' },
    },
    form: {
      on: {
        'form.submit': [
          { guard: 'formValid', target: 'submitting', actions: assign({ form: ({ event }) => event.form }) },
          { actions: 'reportInvalid' },
        ],
        'form.close': 'idle',
      },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'submitApply',
        input: ({ context }) => ({ course: context.course!, form: context.form! }),
        onDone: { target: 'idle', actions: ['notifyApplied', assign({ form: null })] },
        onError: {
          target: 'form',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
            'refreshCaptcha',
          ],
        },
      },
    },
  },
});
