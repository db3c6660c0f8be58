import { fromPromise, setup } from 'xstate';

/**
 * Logout (000 §4.1): a confirmation, then a POST, then the session is cleared and the page reloads.
 * The local session is cleared even when the POST fails: a user who asked to leave is logged out here.
 */
export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.confirm' } | { type: 'logout.cancel' };

export const logoutMachine = /* @__PURE__ */ setup({
  types: { events: {} as LogoutEvent },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** POST /api/radio/user/logout. */
    postLogout: fromPromise<void>(async () => {}),
  },
  // Stryker restore all
  actions: {
    clearSession: () => {},
    reloadPage: () => {},
  },
}).createMachine({
  id: 'logout',
  initial: 'idle',
  states: {
    idle: { on: { 'logout.request': 'confirming' } },
    confirming: { on: { 'logout.confirm': 'loggingOut', 'logout.cancel': 'idle' } },
    loggingOut: {
      invoke: { src: 'postLogout', onDone: 'loggedOut', onError: 'loggedOut' },
    },
    loggedOut: { type: 'final', entry: ['clearSession', 'reloadPage'] },
  },
});
