import type { SmsRequest } from '../../../machines/smsCooldown.machine';
import { secondsLeft, smsCooldownMachine } from '../../../machines/smsCooldown.machine';
import type { ModelConfig } from '../traversal';

export const SENT_AT = 1_700_000_000_000;
export const VALID: SmsRequest = { phone: '13800138000', code: 'x7k2', uuid: 'cap-1' };
const invalid: Record<string, SmsRequest> = {
  'bad phone': { ...VALID, phone: '1380013800' },
  // The phone rule is the whole text: 12 digits, or 11 after another character, are no phone.
  '12-digit phone': { ...VALID, phone: '138001380001' },
  'prefixed phone': { ...VALID, phone: '+13800138000' },
  'blank captcha': { ...VALID, code: '  ' },
  'no captcha id': { ...VALID, uuid: '' },
};

/** SMS-code button: valid and invalid requests, the send's outcome, and clock ticks from cooldownClock. */
export const smsCooldownModel: ModelConfig<typeof smsCooldownMachine> = {
  machine: smsCooldownMachine,
  file: 'machines/smsCooldown.machine.ts',
  events: {
    'sms.send': [{ request: VALID }, ...Object.values(invalid).map((request) => ({ request }))],
    // Ticks relative to the deadline: half-way, 1 ms short, exactly at it, and a throttled background tab
    // waking long after it. Time only moves forward: no tick earlier than what is already displayed.
    'clock.tick': (s) => {
      const deadline = s.context.deadline ?? SENT_AT + s.context.cooldownMs;
      return [deadline - 30_500, deadline - 1, deadline, deadline + 95_000]
        .filter((now) => secondsLeft(deadline, now) <= s.context.remaining)
        .map((now) => ({ now }));
    },
  },
  sentBy: { 'clock.tick': 'cooldownClock' },
  describeEvent: (e) => {
    if (e.type === 'clock.tick') {
      const offset = e.now - (SENT_AT + 60_000);
      return `clock.tick(deadline${offset >= 0 ? '+' : ''}${offset}ms)`;
    }
    const label = Object.entries(invalid).find(([, r]) => r === e.request)?.[0];
    return `sms.send(${label ?? 'valid'})`;
  },
  invoked: {
    sendSms: { output: [{ sentAt: SENT_AT }], error: [new Error('图形验证码错误')] },
  },
};
