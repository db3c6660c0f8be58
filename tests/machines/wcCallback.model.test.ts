import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CLOSE_GRACE_MS, wcCallbackMachine } from '../../machines/wcCallback.machine';
import { TOKEN, USER, wcCallbackModel } from './models/wcCallback.model';
import { describeModel } from './runner';
import type { Meaning } from './runner';

const meaning: Meaning<typeof wcCallbackMachine> = {
  invalid: (s, rec) => {
    // Without code or state there is nothing to verify: no request, nothing stored, the window stays.
    expect(rec.via).toBe('init');
    expect(s.context.code === '' || s.context.state === '').toBe(true);
    expect(s.status).toBe('done');
    expect(rec.log).toEqual([]);
  },
  exchanging: (s, rec) => {
    expect(['init', 'callback.retry']).toContain(rec.via);
    // The only input with both parameters (models/wcCallback.model.ts), exchanged as they came.
    expect(s.context.code).toBe('wx-code-1');
    expect(s.context.state).toBe('wx-state-1');
    expect(s.context.token).toBeNull();
    expect(s.context.error).toBeNull();
    expect(rec.inStep()).toEqual(['start:exchangeCode']);
    expect(rec.startsInStep('exchangeCode')).toEqual([{ code: s.context.code, state: s.context.state }]);
  },
  fetchingProfile: (s, rec) => {
    expect(s.context.token).toBe(TOKEN);
    if (rec.via === 'done:exchangeCode') {
      expect(rec.inStep()).toEqual(['settle:exchangeCode', 'start:fetchProfile']);
    } else {
      // A retry after the profile failed keeps the token: the code is not exchanged twice.
      expect(rec.via).toBe('callback.retry');
      expect(rec.inStep()).toEqual(['start:fetchProfile']);
      expect(rec.starts('exchangeCode')).toHaveLength(1);
    }
    expect(rec.startsInStep('fetchProfile')).toEqual([{ token: TOKEN }]);
    // A retry clears the failure it follows.
    expect(s.context.error).toBeNull();
  },
  failed: (s, rec) => {
    expect(['error:exchangeCode', 'error:fetchProfile']).toContain(rec.via);
    expect(s.context.error).toBe(rec.via === 'error:exchangeCode' ? 'code 已失效' : '获取用户信息失败');
    expect(s.context.token).toBe(rec.via === 'error:exchangeCode' ? null : TOKEN);
    expect(rec.running()).toEqual([]);
    expect(rec.calls('storeSession')).toEqual([]);
    expect(rec.calls('closeWindow')).toEqual([]);
    expect(s.can({ type: 'callback.retry' })).toBe(true);
  },
  done: (s, rec) => {
    expect(rec.via).toBe('done:fetchProfile');
    // The window normally closes now; the grace timer runs in case it may not be closed by script.
    expect(s.status).toBe('active');
    expect(rec.timers()).toEqual(['closeGrace']);
    // The session is stored (token and the fetched user), then this window closes.
    expect(rec.inStep()).toEqual(['settle:fetchProfile', 'storeSession', 'closeWindow']);
    expect(rec.calls('storeSession')).toEqual([{ token: TOKEN, user: USER }]);
    expect(s.context.user).toEqual(USER);
  },
  stillOpen: (s, rec) => {
    // Still here after the grace time: the session stays stored once, the window was asked to close once.
    expect(rec.via).toBe('after:closeGrace');
    expect(s.status).toBe('done');
    expect(rec.now - (rec.history.find((h) => h.state === 'done')?.at ?? Number.NaN)).toBe(CLOSE_GRACE_MS);
    expect(rec.inStep()).toEqual([]);
    expect(rec.calls('storeSession')).toHaveLength(1);
    expect(rec.calls('closeWindow')).toHaveLength(1);
    expect(rec.timers()).toEqual([]);
  },
};

describeModel(wcCallbackModel, meaning);

describe('the callback address', () => {
  // The model's paths depend on the input; this says which inputs are verified and which are not.
  it.each([
    [{ code: 'c', state: 's' }, 'exchanging'],
    [{ code: null, state: 's' }, 'invalid'],
    [{ code: 'c', state: null }, 'invalid'],
    [{ code: '', state: 's' }, 'invalid'],
  ])('%o → %s', (input, state) => {
    const actor = createActor(wcCallbackMachine, { input }).start();
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context).toMatchObject({ code: input.code ?? '', state: input.state ?? '' });
    actor.stop();
  });
});
