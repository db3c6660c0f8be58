import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * The info form of emergency-imaging videos (001 §3, §5; POST /api/emx/emx_info): asked before a
 * category-10 video (card with emxState 0, or its quiz). Success: 信息提交成功 and the form is done;
 * failure: the server's message and a new captcha, and what the user typed stays (001 §8).
 */
export interface EmxInfoContext {
  form: unknown;
  error: string | null;
}

export type EmxInfoEvent<Form = unknown> = { type: 'info.submit'; form: Form };

export const emxInfoMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as EmxInfoContext,
    events: {} as EmxInfoEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** POST /api/emx/emx_info. */
    submitInfo: fromPromise<void, { form: unknown }>(async () => {
      throw new Error('submitInfo not provided');
    }),
  },
  // Stryker restore all
  actions: {
    notifySubmitted: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
    refreshCaptcha: () => {},
  },
}).createMachine({
  id: 'emxInfo',
  context: { form: null, error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'info.submit': { target: 'submitting', actions: assign({ form: ({ event }) => event.form }) } },
    },
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: 'submitInfo',
        input: ({ context }) => ({ form: context.form }),
        onDone: { target: 'done', actions: 'notifySubmitted' },
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
    done: { type: 'final' },
  },
});
