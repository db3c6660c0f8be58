import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * Daily sign-in of the user centre (001 §2, §4: the button toggles 立即签到 / 今日已签到). Loading reads
 * the user's sign-in record; the button is usable only when today is not signed; signing posts once and
 * ends signed, or goes back to the usable button with the server's message. `today` is the China date the
 * page computed (domain/signIn.ts), given as input: the machine has no clock.
 */
export interface SignInRecord {
  lastSignInList: Array<{ signDate: string }>;
  signInTotalDays: number;
  consecutiveDays: number;
}

export interface SignInResult {
  consecutiveDays: number;
  bonus: number;
}

export interface SignInContext {
  today: string;
  record: SignInRecord | null;
  /** The server's message of the last failed load or sign-in. */
  error: string | null;
  /** Bonus points the sign-in of this visit earned (the 7th day of a streak). */
  bonus: number;
}

export type SignInEvent = { type: 'signIn.submit' } | { type: 'signIn.retry' };

/** Whether the record says today is signed. */
export const signedOn = (record: SignInRecord, today: string) =>
  record.lastSignInList.some((d) => d.signDate === today);

export const signInMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as { today: string },
    context: {} as SignInContext,
    events: {} as SignInEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/radio/sign_in_record/list */
    loadRecord: fromPromise<SignInRecord>(async () => {
      throw new Error('loadRecord not provided');
    }),
    /** POST /api/radio/sign_in_record/ */
    signIn: fromPromise<SignInResult>(async () => {
      throw new Error('signIn not provided');
    }),
  },
  // Stryker restore all
  actions: {
    notifySigned: (_, _params: { bonus: number }) => {},
    notifyFailed: (_, _params: { message: string }) => {},
    /** The points shown elsewhere (header totals, history) are stale after a bonus. */
    refreshPoints: () => {},
  },
  guards: {
    /** loadRecord's answer: the record shows today's sign-in. */
    signedToday: ({ context }, { record }: { record: SignInRecord }) => signedOn(record, context.today),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ today: input.today, record: null, error: null, bonus: 0 }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        src: 'loadRecord',
        onDone: [
          {
            guard: { type: 'signedToday', params: ({ event }) => ({ record: event.output }) },
            target: 'signedToday',
            actions: assign({ record: ({ event }) => event.output }),
          },
          { target: 'notSigned', actions: assign({ record: ({ event }) => event.output }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    /** The record could not be read: its message and a retry. */
    loadFailed: {
      on: { 'signIn.retry': 'loading' },
    },
    /** 立即签到, usable. */
    notSigned: {
      on: { 'signIn.submit': 'signing' },
    },
    signing: {
      entry: assign({ error: null }),
      invoke: {
        src: 'signIn',
        onDone: {
          target: 'signed',
          actions: [
            assign(({ context, event }) => ({
              bonus: event.output.bonus,
              record: {
                // signing is entered only from notSigned, which has the loaded record.
                lastSignInList: [...context.record!.lastSignInList, { signDate: context.today }],
                signInTotalDays: context.record!.signInTotalDays + 1,
                consecutiveDays: event.output.consecutiveDays,
              },
            })),
            { type: 'notifySigned', params: ({ event }) => ({ bonus: event.output.bonus }) },
            'refreshPoints',
          ],
        },
        onError: {
          target: 'notSigned',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
          ],
        },
      },
    },
    /** 今日已签到, as loaded. */
    signedToday: { type: 'final' },
    /** 今日已签到, just now. */
    signed: { type: 'final' },
  },
});
