import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * The SMS-code button (000 §4.6, §5.1, §9). It sends only with a valid phone and graphic captcha;
 * a successful send says 短信发送成功 and disables the button for 60 s. The countdown is computed
 * from a deadline against the clock that `clock.tick` events bring (never by counting ticks), so a
 * throttled background tab shows the right number when it wakes. A failure shows the server's
 * message and refreshes the captcha.
 */
export interface SmsRequest {
  phone: string;
  code: string;
  uuid: string;
}

export interface SmsCooldownContext {
  cooldownMs: number;
  /** Epoch ms at which the button may send again; null while not cooling down. */
  deadline: number | null;
  /** Whole seconds left, for display. */
  remaining: number;
  error: string | null;
}

export type SmsCooldownEvent =
  { type: 'sms.send'; request: SmsRequest } | { type: 'clock.tick'; now: number };

export const secondsLeft = (deadline: number, now: number) => Math.max(0, Math.ceil((deadline - now) / 1000));

export const smsCooldownMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as { cooldownMs?: number } | undefined,
    context: {} as SmsCooldownContext,
    events: {} as SmsCooldownEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** POST /api/science/smsCode; resolves with the clock reading at which the code was sent. */
    sendSms: fromPromise<{ sentAt: number }, SmsRequest>(async () => {
      throw new Error('sendSms not provided');
    }),
    /** Sends `clock.tick` with the current time about every 250 ms while cooling down. */
    cooldownClock: fromCallback(() => () => {}),
  },
  // Stryker restore all
  actions: {
    notifySent: () => {},
    notifyFailed: (_, _params: { message: string }) => {},
    refreshCaptcha: () => {},
    /** The phone or captcha is missing or malformed: the form shows the field messages. */
    reportInvalid: () => {},
  },
  guards: {
    /** Replaced by the app with the shared zod rule; this default is the bare minimum. */
    requestValid: ({ event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is only asked on sms.send; the check narrows the type
      event.type === 'sms.send' &&
      /^1\d{10}$/.test(event.request.phone) &&
      event.request.code.trim() !== '' &&
      event.request.uuid !== '',
    deadlinePassed: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, the guard is only asked on clock.tick in coolingDown, where the deadline is set; the checks narrow the types
      event.type === 'clock.tick' && context.deadline !== null && event.now >= context.deadline,
  },
}).createMachine({
  id: 'smsCooldown',
  context: ({ input }) => ({
    cooldownMs: input?.cooldownMs ?? 60_000,
    deadline: null,
    remaining: 0,
    error: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'sms.send': [{ guard: 'requestValid', target: 'sending' }, { actions: 'reportInvalid' }],
      },
    },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: 'sendSms',
        input: ({ event }) => {
          assertEvent(event, 'sms.send');
          return event.request;
        },
        onDone: {
          target: 'coolingDown',
          actions: [
            assign(({ context, event }) => {
              const deadline = event.output.sentAt + context.cooldownMs;
              return { deadline, remaining: secondsLeft(deadline, event.output.sentAt) };
            }),
            'notifySent',
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign({
              error: ({ event }) => errorText(event.error),
            }),
            {
              type: 'notifyFailed',
              params: ({ event }) => ({
                message: errorText(event.error),
              }),
            },
            'refreshCaptcha',
          ],
        },
      },
    },
    coolingDown: {
      invoke: { src: 'cooldownClock' },
      on: {
        'clock.tick': [
          { guard: 'deadlinePassed', target: 'ready', actions: assign({ deadline: null, remaining: 0 }) },
          {
            actions: assign({
              remaining: ({ context, event }) => secondsLeft(context.deadline ?? 0, event.now),
            }),
          },
        ],
      },
    },
  },
});
