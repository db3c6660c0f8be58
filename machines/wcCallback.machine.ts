import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * The login callback page /wcLogin (000 §4.1): exchange `code` and `state` for the token,
 * fetch the profile, store user and token, close this window. A failed step says so and offers
 * a retry; without code or state there is nothing to verify. A window the script may not close (one
 * the user opened by hand) is still open CLOSE_GRACE_MS later: it then tells the user to close it.
 */

/** How long a window that could not close itself waits before saying so. */
export const CLOSE_GRACE_MS = 800;
export interface WcCallbackInput {
  code: string | null;
  state: string | null;
}

export interface WcCallbackContext<User = unknown> {
  code: string;
  state: string;
  token: string | null;
  user: User | null;
  error: string | null;
}

export type WcCallbackEvent = { type: 'callback.retry' };

export const wcCallbackMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as WcCallbackInput,
    context: {} as WcCallbackContext,
    events: {} as WcCallbackEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/wechatOpen/wxCallBack?code&state → radio_token. */
    exchangeCode: fromPromise<string, { code: string; state: string }>(async () => {
      throw new Error('exchangeCode not provided');
    }),
    /** GET /api/radio/user/profile with the new token. */
    fetchProfile: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('fetchProfile not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** Stores user (local storage `user`) and token (cookie, 10 days). */
    storeSession: (_, _params: { token: string; user: unknown }) => {},
    closeWindow: () => {},
  },
  delays: { closeGrace: CLOSE_GRACE_MS },
  guards: {
    hasParams: ({ context }) => context.code !== '' && context.state !== '',
  },
}).createMachine({
  id: 'wcCallback',
  context: ({ input }) => ({
    code: input.code ?? '',
    state: input.state ?? '',
    token: null,
    user: null,
    error: null,
  }),
  initial: 'checkingParams',
  states: {
    checkingParams: {
      always: [{ guard: 'hasParams', target: 'exchanging' }, { target: 'invalid' }],
    },
    invalid: { type: 'final' },
    exchanging: {
      entry: assign({ error: null }),
      invoke: {
        src: 'exchangeCode',
        input: ({ context }) => ({ code: context.code, state: context.state }),
        onDone: { target: 'fetchingProfile', actions: assign({ token: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    fetchingProfile: {
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchProfile',
        // Entered only after exchangeCode stored the token (its onDone, or a retry guarded by token !== null).
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'done', actions: assign({ user: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: {
        'callback.retry': [
          { guard: ({ context }) => context.token !== null, target: 'fetchingProfile' },
          { target: 'exchanging' },
        ],
      },
    },
    done: {
      after: { closeGrace: 'stillOpen' },
      entry: [
        {
          type: 'storeSession',
          // Entered only from fetchingProfile, which holds the token.
          params: ({ context }) => ({ token: context.token!, user: context.user }),
        },
        'closeWindow',
      ],
    },
    /** Logged in, but this window is still there: the page asks the user to close it. */
    stillOpen: { type: 'final' },
  },
});
