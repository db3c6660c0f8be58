import { expect } from 'vitest';
import type { emxInfoMachine } from '../../machines/emxInfo.machine';
import { INFO, emxInfoModel } from './models/emxInfo.model';
import { describeModel } from './runner';
import type { Meaning } from './runner';

const meaning: Meaning<typeof emxInfoMachine> = {
  editing: (s, rec) => {
    expect(s.can({ type: 'info.submit', form: INFO })).toBe(true);
    if (rec.via === 'init') {
      expect(rec.log).toEqual([]);
      expect(s.context).toEqual({ form: null, error: null });
      return;
    }
    // The server's message, a new captcha, and the form as typed.
    expect(rec.via).toBe('error:submitInfo');
    expect(rec.inStep()).toEqual(['settle:submitInfo', 'notifyFailed', 'refreshCaptcha']);
    expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '手机验证码错误' }]);
    expect(s.context).toEqual({ form: INFO, error: '手机验证码错误' });
  },
  submitting: (s, rec) => {
    expect(rec.via).toBe('info.submit');
    expect(rec.inStep()).toEqual(['start:submitInfo']);
    expect(rec.startsInStep('submitInfo')).toEqual([{ form: INFO }]);
    expect(s.context.error).toBeNull();
    expect(s.can({ type: 'info.submit', form: INFO })).toBe(false); // no double submit
  },
  done: (s, rec) => {
    // 信息提交成功 once; the form is finished.
    expect(rec.via).toBe('done:submitInfo');
    expect(rec.inStep()).toEqual(['settle:submitInfo', 'notifySubmitted']);
    expect(rec.calls('notifySubmitted')).toHaveLength(1);
    expect(s.status).toBe('done');
  },
};

describeModel(emxInfoModel, meaning);
