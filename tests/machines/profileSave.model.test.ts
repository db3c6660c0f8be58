import { expect } from 'vitest';
import type { profileSaveMachine } from '../../machines/profileSave.machine';
import { FORM, profileSaveModel } from './models/profileSave.model';
import { describeModel } from './runner';
import type { Meaning } from './runner';

const meaning: Meaning<typeof profileSaveMachine> = {
  editing: (s, rec) => {
    expect(s.can({ type: 'profile.save', form: FORM })).toBe(true);
    expect(s.context.savedCount).toBe(rec.calls('notifySaved').length);
    switch (rec.via) {
      case 'init':
        expect(rec.log).toEqual([]);
        expect(s.context).toEqual({ form: null, error: null, savedCount: 0 });
        return;
      case 'error:saveProfile':
        // The server's message shows, the captcha is refreshed, and what the user typed stays.
        expect(rec.inStep()).toEqual(['settle:saveProfile', 'notifyFailed', 'refreshCaptcha']);
        expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '图形验证码错误' }]);
        expect(s.context.error).toBe('图形验证码错误');
        expect(s.context.form).toEqual(FORM);
        return;
      case 'done:refetchProfile':
        expect(rec.inStep()).toEqual(['settle:refetchProfile']);
        expect(s.context.error).toBeNull();
        return;
      case 'error:refetchProfile':
        // Saved, but the fresh profile could not be had: the stored user is cleared.
        expect(rec.inStep()).toEqual(['settle:refetchProfile', 'clearStoredUser']);
        expect(s.context.error).toBeNull();
        return;
      default:
        throw new Error(`unexpected way into editing: ${rec.via}`);
    }
  },
  saving: (s, rec) => {
    expect(rec.via).toBe('profile.save');
    expect(rec.inStep()).toEqual(['start:saveProfile']);
    expect(rec.startsInStep('saveProfile')).toEqual([{ form: FORM }]);
    expect(s.context.error).toBeNull();
    expect(s.can({ type: 'profile.save', form: FORM })).toBe(false); // no double submit
  },
  refreshing: (s, rec) => {
    expect(rec.via).toBe('done:saveProfile');
    // 信息更新成功 is shown, then the profile is fetched again.
    expect(rec.inStep()).toEqual(['settle:saveProfile', 'notifySaved', 'start:refetchProfile']);
    expect(s.context.savedCount).toBe(rec.calls('notifySaved').length);
    expect(s.context.error).toBeNull();
    expect(s.can({ type: 'profile.save', form: FORM })).toBe(false);
  },
};

describeModel(profileSaveModel, meaning);
