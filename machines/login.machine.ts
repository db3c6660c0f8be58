import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * QR login (000 §4.1, §7.1). A click on the avatar asks the server for the messenger's QR page,
 * opens it in a new window and polls local storage every 200 ms until the callback page (another
 * window) has stored a user; then the page reloads.
 *
 * The blank window is reserved synchronously on `login.start` (inside the click) so that browsers
 * do not block it once the address arrives; when it was blocked the user gets a link instead. While
 * waiting, a window the user closes without logging in is noticed (`login.windowClosed`, from the
 * `watchWindow` actor) and the dialog offers to start again, instead of waiting out the 5 minutes.
 */

/** 000 §4.1: local storage is polled every 200 ms; the login window is watched as often. */
export const LOGIN_POLL_MS = 200;
export interface LoginContext {
  qrUrl: string | null;
  error: string | null;
}

export type LoginEvent =
  | { type: 'login.start' }
  | { type: 'login.linkOpened' }
  | { type: 'login.retry' }
  | { type: 'login.cancel' }
  /** Sent by `watchWindow`: the login window was closed and no user has been stored. */
  | { type: 'login.windowClosed' };

export const loginMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/wechatOpen/getQrConnectUrl?redirectUri → the QR page address. */
    fetchQrUrl: fromPromise<string>(async () => {
      throw new Error('fetchQrUrl not provided');
    }),
    /** Points the reserved window at the QR page; resolves false when no window could be opened. */
    openLoginWindow: fromPromise<boolean, { url: string }>(async () => false),
    /** Reads local storage once: resolves true when a user has been stored. */
    readStoredUser: fromPromise<boolean>(async () => false),
    /**
     * Watches the window this machine opened (every LOGIN_POLL_MS) and sends `login.windowClosed` once it
     * is closed with no user stored. A window the user opened through the link is not ours to watch.
     */
    watchWindow: fromCallback(() => () => {}),
  },
  // Stryker restore all
  actions: {
    /** Opens a blank window synchronously, inside the user's click. */
    reserveWindow: () => {},
    /** Closes the login window: no address could be had, the user cancelled, or the wait timed out. */
    releaseWindow: () => {},
    reloadPage: () => {},
  },
  guards: {
    /** openLoginWindow's answer: the login window is open. */
    opened: (_, { opened }: { opened: boolean }) => opened,
    /** readStoredUser's answer: the user is stored. */
    userStored: (_, { stored }: { stored: boolean }) => stored,
  },
  delays: {
    /** 000 §4.1: poll local storage every 200 ms. */
    pollInterval: LOGIN_POLL_MS,
    /** Give up waiting after 5 minutes (a closed or forgotten window); the user can try again. */
    loginTimeout: 300_000,
  },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: { qrUrl: null, error: null },
  states: {
    idle: {
      on: { 'login.start': { target: 'fetchingUrl', actions: 'reserveWindow' } },
    },
    fetchingUrl: {
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchQrUrl',
        onDone: { target: 'openingWindow', actions: assign({ qrUrl: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            'releaseWindow',
            assign({
              error: ({ event }) => errorText(event.error),
            }),
          ],
        },
      },
      on: { 'login.cancel': { target: 'idle', actions: 'releaseWindow' } },
    },
    openingWindow: {
      invoke: {
        src: 'openLoginWindow',
        // Entered only from fetchQrUrl's onDone, which has just stored the address.
        input: ({ context }) => ({ url: context.qrUrl! }),
        onDone: [
          { guard: { type: 'opened', params: ({ event }) => ({ opened: event.output }) }, target: 'waiting' },
          { target: 'blocked' },
        ],
        onError: { target: 'blocked' },
      },
      on: { 'login.cancel': { target: 'idle', actions: 'releaseWindow' } },
    },
    blocked: {
      on: { 'login.linkOpened': 'waiting', 'login.cancel': { target: 'idle', actions: 'releaseWindow' } },
    },
    waiting: {
      initial: 'sleeping',
      invoke: { src: 'watchWindow' },
      after: { loginTimeout: { target: 'timedOut', actions: 'releaseWindow' } },
      on: {
        'login.cancel': { target: 'idle', actions: 'releaseWindow' },
        'login.windowClosed': 'windowClosed',
      },
      states: {
        sleeping: { after: { pollInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'readStoredUser',
            onDone: [
              {
                guard: { type: 'userStored', params: ({ event }) => ({ stored: event.output }) },
                target: '#login.loggedIn',
              },
              { target: 'sleeping' },
            ],
            onError: { target: 'sleeping' },
          },
        },
      },
    },
    /** The user closed the login window: nothing to wait for; they may start again. */
    windowClosed: {
      on: { 'login.retry': { target: 'fetchingUrl', actions: 'reserveWindow' }, 'login.cancel': 'idle' },
    },
    timedOut: {
      on: { 'login.retry': { target: 'fetchingUrl', actions: 'reserveWindow' }, 'login.cancel': 'idle' },
    },
    failed: {
      on: {
        'login.retry': { target: 'fetchingUrl', actions: 'reserveWindow' },
        'login.cancel': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    loggedIn: {
      type: 'final',
      entry: 'reloadPage',
    },
  },
});
