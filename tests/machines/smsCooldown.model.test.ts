import { expect } from 'vitest';
import type { smsCooldownMachine } from '../../machines/smsCooldown.machine';
import { SENT_AT, smsCooldownModel, VALID } from './models/smsCooldown.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

const COOLDOWN = 60_000;
const send = { type: 'sms.send', request: VALID } as const;
const tickNow = (rec: Recorder) => (rec.step?.event as unknown as { now: number }).now;

const meaning: Meaning<typeof smsCooldownMachine> = {
  ready: (s, rec) => {
    expect(s.context.deadline).toBeNull();
    expect(s.context.remaining).toBe(0);
    expect(s.can(send)).toBe(true);
    expect(rec.running()).toEqual([]);
    switch (rec.via) {
      case 'init':
        expect(rec.log).toEqual([]);
        return;
      case 'sms.send':
        // Invalid phone or captcha: nothing is sent, the form shows the field messages.
        expect(rec.inStep()).toEqual(['reportInvalid']);
        return;
      case 'error:sendSms':
        // The server's message shows and the captcha is refreshed.
        expect(rec.inStep()).toEqual(['settle:sendSms', 'notifyFailed', 'refreshCaptcha']);
        expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '图形验证码错误' }]);
        expect(s.context.error).toBe('图形验证码错误');
        return;
      case 'clock.tick':
        // The deadline has passed (however late the tick comes): the button may send again.
        expect(tickNow(rec)).toBeGreaterThanOrEqual(SENT_AT + COOLDOWN);
        expect(rec.inStep()).toEqual(['stop:cooldownClock']);
        return;
      default:
        throw new Error(`unexpected way into ready: ${rec.via}`);
    }
  },
  sending: (s, rec) => {
    expect(rec.via).toBe('sms.send');
    expect(rec.inStep()).toEqual(['start:sendSms']);
    expect(rec.startsInStep('sendSms')).toEqual([VALID]);
    expect(s.context.error).toBeNull();
    expect(s.can(send)).toBe(false);
  },
  coolingDown: (s, rec) => {
    // The deadline is the server's send time plus 60 s; what is shown is computed from it.
    expect(s.context.deadline).toBe(SENT_AT + COOLDOWN);
    expect(s.can(send)).toBe(false);
    expect(rec.running()).toEqual(['cooldownClock']);
    if (rec.via === 'done:sendSms') {
      expect(rec.inStep()).toEqual(['settle:sendSms', 'notifySent', 'start:cooldownClock']);
      expect(s.context.remaining).toBe(60);
    } else {
      expect(rec.via).toBe('clock.tick');
      const now = tickNow(rec);
      expect(now).toBeLessThan(SENT_AT + COOLDOWN);
      expect(s.context.remaining).toBe(Math.ceil((SENT_AT + COOLDOWN - now) / 1000));
      expect(rec.inStep()).toEqual([]);
    }
  },
};

describeModel(smsCooldownModel, meaning);
