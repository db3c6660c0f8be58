import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { signedOn, type signInMachine } from '../../machines/signIn.machine';
import { NOT_SIGNED, SIGNED, signInModel, TODAY } from './models/signIn.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof signInMachine>;
const submit = { type: 'signIn.submit' } as const;
const retry = { type: 'signIn.retry' } as const;

/** The button shows 今日已签到 and nothing can be sent: the record has today and no call runs. */
const doneForToday = (s: Snap, rec: Recorder) => {
  expect(s.status).toBe('done');
  expect(s.can(submit)).toBe(false);
  expect(signedOn(s.context.record!, TODAY)).toBe(true);
  expect(rec.running()).toEqual([]);
};

const meaning: Meaning<typeof signInMachine> = {
  loading: (s, rec) => {
    expect(['init', 'signIn.retry']).toContain(rec.via);
    expect(rec.startsInStep('loadRecord')).toHaveLength(1);
    expect(rec.running()).toEqual(['loadRecord']);
    expect(s.context.error).toBeNull();
    expect(s.can(submit)).toBe(false);
  },
  loadFailed: (s, rec) => {
    expect(rec.via).toBe('error:loadRecord');
    expect(s.context.error).toBe('网络异常');
    expect(s.context.record).toBeNull();
    expect(s.can(retry)).toBe(true);
    expect(s.can(submit)).toBe(false);
  },
  notSigned: (s, rec) => {
    // 立即签到: usable; today is not in the record.
    expect(s.can(submit)).toBe(true);
    expect(signedOn(s.context.record!, TODAY)).toBe(false);
    expect(rec.running()).toEqual([]);
    if (rec.via === 'done:loadRecord') {
      expect(s.context.record).toEqual(NOT_SIGNED);
      expect(s.context.error).toBeNull();
    } else {
      // A refused sign-in keeps the button usable and shows the server's message.
      expect(rec.via).toBe('error:signIn');
      expect(s.context.error).toBe('签到失败，请稍后重试');
      expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '签到失败，请稍后重试' }]);
      expect(rec.callsInStep('refreshPoints')).toEqual([]);
      expect(s.context.record).toEqual(NOT_SIGNED);
    }
  },
  signing: (s, rec) => {
    expect(rec.via).toBe('signIn.submit');
    expect(rec.startsInStep('signIn')).toHaveLength(1);
    expect(s.context.error).toBeNull();
    // No second sign-in while one is on its way.
    expect(s.can(submit)).toBe(false);
  },
  signedToday: (s, rec) => {
    expect(rec.via).toBe('done:loadRecord');
    expect(s.context.record).toEqual(SIGNED);
    expect(rec.inStep()).toEqual(['settle:loadRecord']);
    doneForToday(s, rec);
  },
  signed: (s, rec) => {
    expect(rec.via).toBe('done:signIn');
    const out = (rec.step?.event as unknown as { output: { consecutiveDays: number; bonus: number } }).output;
    // The strip gains today, the totals count it, the streak is the server's.
    expect(s.context.record).toEqual({
      lastSignInList: [...NOT_SIGNED.lastSignInList, { signDate: TODAY }],
      signInTotalDays: NOT_SIGNED.signInTotalDays + 1,
      consecutiveDays: out.consecutiveDays,
    });
    expect(s.context.bonus).toBe(out.bonus);
    expect(rec.callsInStep('notifySigned')).toEqual([{ bonus: out.bonus }]);
    expect(rec.callsInStep('refreshPoints')).toEqual([undefined]);
    doneForToday(s, rec);
  },
};

describeModel(signInModel, meaning);
