import { expect } from 'vitest';
import type { AccessInfo, accessMachine } from '../../machines/access.machine';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';
import { accessModel, FULL, INSUFFICIENT, TRIAL } from './models/access.model';

const loaded = (rec: Recorder) => (rec.step?.event as unknown as { output: AccessInfo }).output;
const retry = { type: 'trial.retry' } as const;

const meaning: Meaning<typeof accessMachine> = {
  // access -1
  loading: (s, rec) => {
    expect(rec.via).toBe('init');
    expect(rec.running()).toEqual(['loadAccess']);
    expect(s.context.error).toBeNull();
    // Nothing to play until the video info says what.
    expect(s.context.src).toBe('');
  },
  // access 1, the full video: free, already redeemed, or redeemed just now and reloaded.
  playable: (s, rec) => {
    expect(rec.running()).toEqual([]);
    expect(s.can({ type: 'redeem.start' })).toBe(false);
    // The full video plays.
    expect(s.context.src).toBe(FULL);
    if (rec.via === 'done:loadAccess') {
      expect(loaded(rec).access).toBe(true);
      expect(rec.calls('notifyRedeemed')).toEqual([]);
    } else {
      // After the redeem the real video info was reloaded; 兑换成功 was said once.
      expect(rec.via).toBe('done:loadRealVideo');
      expect(rec.starts('redeem')).toHaveLength(rec.calls('notifyRedeemed').length);
      expect(rec.calls('notifyRedeemed').length).toBeGreaterThanOrEqual(1);
      expect(rec.inStep()).toEqual(['settle:loadRealVideo']);
    }
  },
  // access 1, the trial clip (from the start on every retry).
  trial: (s, rec) => {
    expect(s.context.trySee).toBe(true);
    expect(s.context.error).toBeNull();
    // The trial clip plays.
    expect(s.context.src).toBe(TRIAL);
    if (rec.via === 'done:loadAccess') {
      expect(loaded(rec)).toMatchObject({ access: false, trySee: true });
      expect(s.context.trialRun).toBe(0);
    } else {
      expect(rec.via).toBe('trial.retry');
      expect(s.context.trialRun).toBe(rec.delivered('trial.retry').length);
    }
  },
  // access 0: player removed, 试看结束, retry (when a trial exists) or redeem.
  trialEnded: (s, rec) => {
    expect(rec.running()).toEqual([]);
    expect(s.can({ type: 'redeem.start' })).toBe(true);
    expect(s.can(retry)).toBe(s.context.trySee);
    switch (rec.via) {
      case 'player.ended':
        expect(rec.history.at(-2)?.state).toBe('trial');
        expect(s.context.error).toBeNull();
        return;
      case 'done:loadAccess':
        // Neither full access nor a trial: the user must redeem first.
        expect(loaded(rec)).toMatchObject({ access: false, trySee: false });
        expect(s.context.price).toBe(loaded(rec).price);
        return;
      case 'trial.retry':
        // No trial offered: the retry is refused, nothing changes.
        expect(s.context.trySee).toBe(false);
        expect(s.context.trialRun).toBe(0);
        expect(rec.inStep()).toEqual([]);
        return;
      case 'redeem.cancel':
        expect(rec.inStep()).toEqual([]);
        expect(rec.starts('redeem')).toHaveLength(rec.calls('notifyFailed').length);
        return;
      case 'error:redeem':
        // Refused (not enough points): the server's message, once, and nothing was charged.
        expect(rec.inStep()).toEqual(['settle:redeem', 'notifyFailed']);
        expect(rec.callsInStep('notifyFailed')).toEqual([{ message: INSUFFICIENT }]);
        expect(s.context.error).toBe(INSUFFICIENT);
        return;
      default:
        throw new Error(`unexpected way into trialEnded: ${rec.via}`);
    }
  },
  // 积分消耗提醒: the price comes from the video info.
  confirming: (s, rec) => {
    expect(rec.via).toBe('redeem.start');
    expect(s.context.price).toBeGreaterThan(0);
    expect(rec.inStep()).toEqual([]);
    expect(s.can({ type: 'redeem.confirm' })).toBe(true);
    expect(s.can({ type: 'redeem.cancel' })).toBe(true);
  },
  redeeming: (s, rec) => {
    expect(rec.via).toBe('redeem.confirm');
    expect(rec.inStep()).toEqual(['start:redeem']);
    expect(s.context.error).toBeNull();
    expect(s.can({ type: 'redeem.confirm' })).toBe(false);
  },
  reloading: (_s, rec) => {
    expect(rec.via).toBe('done:redeem');
    expect(rec.inStep()).toEqual(['settle:redeem', 'notifyRedeemed', 'start:loadRealVideo']);
  },
  // 此视频暂无法播放，请稍后再试
  unplayable: (s, rec) => {
    expect(rec.via).toBe('player.error');
    const from = rec.history.at(-2)?.state;
    expect(from === 'playable' || (from === 'trial' && s.context.viewable)).toBe(true);
    expect(rec.inStep()).toEqual([]);
  },
  // 您的积分不足，暂时无法观看！ (a trial the user cannot view)
  insufficient: (s, rec) => {
    expect(rec.via).toBe('player.error');
    expect(rec.history.at(-2)?.state).toBe('trial');
    expect(s.context.viewable).toBe(false);
  },
  // The video info failed: the message and back to where the user came from.
  failed: (_s, rec) => {
    expect(rec.running()).toEqual([]);
    expect(rec.inStep()).toEqual([
      rec.via === 'error:loadAccess' ? 'settle:loadAccess' : 'settle:loadRealVideo',
      'leave',
    ]);
    expect(rec.callsInStep('leave')).toEqual([
      { message: (rec.step?.event as unknown as { error: Error }).error.message },
    ]);
  },
};

describeModel(accessModel, meaning);
