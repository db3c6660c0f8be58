import { fromCallback, fromPromise } from 'xstate';
import { smsCooldownMachine, type SmsCooldownEvent } from '../../machines/smsCooldown.machine';
import { clock$ } from '../../realtime/clock';
import { sendSms } from '../api/account';
import { smsRequestSchema, type SmsRequest } from '../schemas/account';
import { msg } from '../text/messages';
import { notifyFailure } from './notifyFailure';
import { toast } from './toastStore';

/** Field messages for an SMS request the shared rule refuses (captcha uuid problems show on the captcha). */
export type SmsFieldErrors = Partial<Record<'phone' | 'code', string>>;

export const smsFieldErrors = (request: SmsRequest): SmsFieldErrors => {
  const parsed = smsRequestSchema.safeParse(request);
  if (parsed.success) return {};
  const errors: SmsFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'phone' ? 'phone' : 'code';
    errors[field] ??= issue.message;
  }
  return errors;
};

export interface SmsHandlers {
  onInvalid: (errors: SmsFieldErrors) => void;
  onRefreshCaptcha: () => void;
  now?: () => number;
}

/** The SMS button's machine with the app's side effects (000 §4.6). */
export const createSmsCooldownLogic = ({ onInvalid, onRefreshCaptcha, now = Date.now }: SmsHandlers) =>
  smsCooldownMachine.provide({
    actors: {
      sendSms: fromPromise<{ sentAt: number }, SmsRequest>(async ({ input }) => {
        await sendSms(input);
        return { sentAt: now() };
      }),
      cooldownClock: fromCallback(({ sendBack }) => {
        const sub = clock$(undefined, now).subscribe((t) => {
          const tick: SmsCooldownEvent = { type: 'clock.tick', now: t };
          sendBack(tick);
        });
        return () => sub.unsubscribe();
      }),
    },
    guards: {
      requestValid: ({ event }) =>
        event.type === 'sms.send' && smsRequestSchema.safeParse(event.request).success,
    },
    actions: {
      reportInvalid: ({ event }) => {
        if (event.type === 'sms.send') onInvalid(smsFieldErrors(event.request));
      },
      notifySent: () => toast.success(msg.sms.sent),
      notifyFailed: (_, { message }) => notifyFailure(message),
      refreshCaptcha: () => onRefreshCaptcha(),
    },
  });
