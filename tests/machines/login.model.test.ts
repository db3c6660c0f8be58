import { expect } from 'vitest';
import type { loginMachine } from '../../machines/login.machine';
import { loginModel, QR_URL } from './models/login.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

/** Clock reading when the current wait began (the last time a path entered `waiting` from outside it). */
function waitingSince(rec: Recorder): number | undefined {
  let since: number | undefined;
  let previous = '';
  for (const { state, at } of rec.history) {
    if (state.startsWith('waiting') && !previous.startsWith('waiting')) since = at;
    previous = state;
  }
  return since;
}

function stepOutput(rec: Recorder): unknown {
  return (rec.step?.event as { output?: unknown } | undefined)?.output;
}

const meaning: Meaning<typeof loginMachine> = {
  idle: (s, rec) => {
    expect(s.status).toBe('active');
    expect(rec.running()).toEqual([]);
    expect(rec.timers()).toEqual([]);
    expect(s.can({ type: 'login.start' })).toBe(true);
    if (rec.via === 'init') {
      // Nothing asked yet: no address and no error to show.
      expect(s.context).toEqual({ qrUrl: null, error: null });
      expect(rec.log).toEqual([]);
      return;
    }
    expect(rec.via).toBe('login.cancel');
    // Cancelling closes the login window (reserved blank or showing the QR page) and stops what ran;
    // after a failure or a time-out it was closed already, and the old error is dropped.
    const previous = rec.history.at(-2)?.state ?? '';
    if (previous === 'failed' || previous === 'timedOut' || previous === 'windowClosed')
      expect(rec.callsInStep('releaseWindow')).toEqual([]);
    else expect(rec.callsInStep('releaseWindow')).toHaveLength(1);
    if (previous === 'fetchingUrl') expect(rec.inStep()).toEqual(['releaseWindow', 'stop:fetchQrUrl']);
    if (previous === 'openingWindow') expect(rec.inStep()).toEqual(['releaseWindow', 'stop:openLoginWindow']);
    if (previous.startsWith('waiting')) expect(rec.inStep()).toContain('stop:watchWindow');
    expect(s.context.error).toBeNull();
  },
  fetchingUrl: (s, rec) => {
    expect(['login.start', 'login.retry']).toContain(rec.via);
    // The blank window is reserved inside the click, before the request starts.
    expect(rec.inStep()).toEqual(['reserveWindow', 'start:fetchQrUrl']);
    expect(rec.running()).toEqual(['fetchQrUrl']);
    expect(s.context.error).toBeNull();
    expect(s.can({ type: 'login.cancel' })).toBe(true);
  },
  openingWindow: (s, rec) => {
    expect(rec.via).toBe('done:fetchQrUrl');
    expect(s.context.qrUrl).toBe(QR_URL);
    expect(rec.inStep()).toEqual(['settle:fetchQrUrl', 'start:openLoginWindow']);
    expect(rec.startsInStep('openLoginWindow')).toEqual([{ url: QR_URL }]);
  },
  blocked: (s, rec) => {
    // The window could not be opened (or opening threw): the view offers the link instead.
    expect(rec.via === 'error:openLoginWindow' || stepOutput(rec) === false).toBe(true);
    expect(rec.inStep()).toEqual(['settle:openLoginWindow']);
    expect(rec.running()).toEqual([]);
    expect(s.context.qrUrl).toBe(QR_URL);
    expect(s.can({ type: 'login.linkOpened' })).toBe(true);
  },
  'waiting.sleeping': (s, rec) => {
    expect([
      'done:openLoginWindow',
      'login.linkOpened',
      'done:readStoredUser',
      'error:readStoredUser',
    ]).toContain(rec.via);
    if (rec.via === 'done:openLoginWindow') expect(stepOutput(rec)).toBe(true);
    if (rec.via === 'done:readStoredUser') expect(stepOutput(rec)).toBe(false); // no user stored yet
    // The login window is watched for as long as the wait lasts.
    expect(rec.running()).toEqual(['watchWindow']);
    if (rec.via === 'done:openLoginWindow' || rec.via === 'login.linkOpened')
      expect(rec.inStep()).toContain('start:watchWindow');
    // Both timers run: the next poll in 200 ms, and the 5-minute limit counted from when the wait began.
    expect(rec.timers()).toEqual(['loginTimeout', 'pollInterval']);
    expect(rec.now - (waitingSince(rec) ?? Number.NaN)).toBeLessThan(300_000);
    expect(s.can({ type: 'login.cancel' })).toBe(true);
  },
  'waiting.checking': (_s, rec) => {
    expect(rec.via).toBe('after:pollInterval');
    expect(rec.inStep()).toEqual(['start:readStoredUser']);
    expect([...rec.running()].sort()).toEqual(['readStoredUser', 'watchWindow']);
    expect(rec.timers()).toEqual(['loginTimeout']);
  },
  windowClosed: (s, rec) => {
    // The user closed the login window without logging in: no more waiting, no reload, a fresh start offered.
    expect(rec.via).toBe('login.windowClosed');
    expect(rec.now - (waitingSince(rec) ?? Number.NaN)).toBeLessThan(300_000);
    expect(rec.running()).toEqual([]);
    expect(rec.timers()).toEqual([]);
    expect(rec.calls('reloadPage')).toEqual([]);
    // The window is gone already: nothing to close.
    expect(rec.callsInStep('releaseWindow')).toEqual([]);
    expect(s.can({ type: 'login.retry' })).toBe(true);
    expect(s.can({ type: 'login.cancel' })).toBe(true);
  },
  timedOut: (s, rec) => {
    expect(rec.via).toBe('after:loginTimeout');
    // Exactly five minutes after the wait began, however many polls happened in between.
    expect(rec.now - (waitingSince(rec) ?? Number.NaN)).toBe(300_000);
    expect(rec.running()).toEqual([]);
    expect(rec.timers()).toEqual([]);
    expect(rec.calls('reloadPage')).toEqual([]);
    // The forgotten login window is closed; a retry reserves a new one.
    expect(rec.callsInStep('releaseWindow')).toHaveLength(1);
    expect(s.can({ type: 'login.retry' })).toBe(true);
  },
  failed: (s, rec) => {
    expect(rec.via).toBe('error:fetchQrUrl');
    expect(s.context.error).toBe('获取登录二维码失败');
    // No address: the reserved blank window is closed again.
    expect(rec.inStep()).toEqual(['settle:fetchQrUrl', 'releaseWindow']);
    expect(rec.running()).toEqual([]);
    expect(s.can({ type: 'login.retry' })).toBe(true);
  },
  loggedIn: (s, rec) => {
    expect(rec.via).toBe('done:readStoredUser');
    expect(stepOutput(rec)).toBe(true);
    expect(s.status).toBe('done');
    expect(rec.inStep()).toEqual(['settle:readStoredUser', 'reloadPage', 'stop:watchWindow']);
    expect(rec.calls('reloadPage')).toHaveLength(1);
    // One reserved window per click that started an attempt.
    expect(rec.calls('reserveWindow')).toHaveLength(
      rec.delivered('login.start').length + rec.delivered('login.retry').length,
    );
    expect(rec.running()).toEqual([]);
    expect(rec.timers()).toEqual([]);
  },
};

describeModel(loginModel, meaning);
