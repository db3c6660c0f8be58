import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * Saving the profile dialog (000 §4.7): on success 信息更新成功 and the profile is fetched again
 * (if that fetch fails, the stored user is cleared); on failure the server's message shows and the
 * captcha is refreshed. What the user typed stays in the form either way.
 */
export interface ProfileSaveContext {
  /** The form being saved (kept so the save uses exactly what was submitted). */
  form: unknown;
  error: string | null;
  savedCount: number;
}

export type ProfileSaveEvent<Form = unknown> = { type: 'profile.save'; form: Form };

export const profileSaveMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as ProfileSaveContext,
    events: {} as ProfileSaveEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** POST /api/radio/user/modifyProfile. */
    saveProfile: fromPromise<void, { form: unknown }>(async () => {
      throw new Error('saveProfile not provided');
    }),
    /** GET /api/radio/user/profile; stores the fresh user. */
    refetchProfile: fromPromise<void>(async () => {
      throw new Error('refetchProfile not provided');
    }),
  },
  // Stryker restore all
  actions: {
    notifySaved: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
    refreshCaptcha: () => {},
    clearStoredUser: () => {},
  },
}).createMachine({
  id: 'profileSave',
  context: { form: null, error: null, savedCount: 0 },
  initial: 'editing',
  states: {
    editing: {
      on: { 'profile.save': { target: 'saving', actions: assign({ form: ({ event }) => event.form }) } },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => ({ form: context.form }),
        onDone: {
          target: 'refreshing',
          actions: ['notifySaved', assign({ savedCount: ({ context }) => context.savedCount + 1 })],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
            'refreshCaptcha',
          ],
        },
      },
    },
    refreshing: {
      invoke: {
        src: 'refetchProfile',
        onDone: 'editing',
        onError: { target: 'editing', actions: 'clearStoredUser' },
      },
    },
  },
});
