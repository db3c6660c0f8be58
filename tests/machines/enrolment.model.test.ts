import { expect } from 'vitest';
import type { ApplyState, enrolmentMachine } from '../../machines/enrolment.machine';
import { course, enrolmentModel, FORM } from './models/enrolment.model';
import { describeModel } from './runner';
import type { Meaning } from './runner';

const openEvent = (rec: { step?: { event: unknown } }) =>
  rec.step?.event as { course: ReturnType<typeof course>; loggedIn: boolean };

/** The reason the rejection on this path came with ('资料不全', or none from a rejection without one). */
const givenReason = (rec: { delivered: (name: string) => unknown[] }) =>
  (rec.delivered('done:queryApply').at(-1) as { output: ApplyState }).output.approvalReason;

const meaning: Meaning<typeof enrolmentMachine> = {
  idle: (s, rec) => {
    expect(rec.running()).toEqual([]);
    expect(s.can({ type: 'course.open', course: course(0), loggedIn: true })).toBe(true);
    switch (rec.via) {
      case 'init':
        expect(rec.log).toEqual([]);
        // Nothing chosen, typed, refused or failed yet.
        expect(s.context).toEqual({ course: null, form: null, reason: '', error: null });
        return;
      case 'course.open': {
        const e = openEvent(rec);
        if (!e.loggedIn) {
          // 请登录后操作！ and nothing else.
          expect(rec.inStep()).toEqual(['notifyLoginFirst']);
        } else {
          // learningProcess 2 and 3 open the detail directly.
          expect([2, 3]).toContain(e.course.learningProcess);
          expect(rec.callsInStep('openDetail')).toEqual([{ videoId: e.course.videoId }]);
        }
        return;
      }
      case 'done:queryApply': {
        const out = rec.step?.event as unknown as { output: { state: number } };
        if (out.output.state === 0) expect(rec.inStep()).toEqual(['settle:queryApply', 'notifyPending']);
        else expect(rec.callsInStep('openDetail')).toEqual([{ videoId: s.context.course!.videoId }]);
        return;
      }
      case 'error:queryApply':
        expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '网络错误' }]);
        return;
      case 'done:submitApply':
        // 报名提交成功，请等待审核
        expect(rec.inStep()).toEqual(['settle:submitApply', 'notifyApplied']);
        expect(s.context.form).toBeNull();
        return;
      case 'form.close':
        expect(rec.inStep()).toEqual([]);
        return;
      default:
        throw new Error(`unexpected way into idle: ${rec.via}`);
    }
  },
  querying: (_s, rec) => {
    expect(rec.via).toBe('course.open');
    expect(openEvent(rec).course.learningProcess).toBe(1);
    expect(rec.startsInStep('queryApply')).toEqual([{ groupId: 'g4' }]);
  },
  rejected: (s, rec) => {
    expect(rec.via).toBe('done:queryApply');
    // The rejection reason is shown (none, not "null", when the server gave none); the user may apply again.
    expect(s.context.reason).toBe(givenReason(rec) === '资料不全' ? '资料不全' : '');
    expect(s.can({ type: 'apply.again' })).toBe(true);
  },
  form: (s, rec) => {
    expect(s.can({ type: 'form.close' })).toBe(true);
    switch (rec.via) {
      case 'course.open':
        expect(openEvent(rec).course.learningProcess).toBe(0);
        expect(s.context.course?.learningProcess).toBe(0);
        return;
      case 'done:queryApply':
        expect((rec.step?.event as unknown as { output: unknown }).output).toBeNull();
        return;
      case 'apply.again':
        expect(s.context.reason).toBe(givenReason(rec) === '资料不全' ? '资料不全' : '');
        return;
      case 'form.submit':
        // Invalid: the field messages show and nothing is sent.
        expect(rec.inStep()).toEqual(['reportInvalid']);
        return;
      case 'error:submitApply':
        // The server's message, a new captcha, and what the user typed is kept.
        expect(rec.inStep()).toEqual(['settle:submitApply', 'notifyFailed', 'refreshCaptcha']);
        expect(rec.callsInStep('notifyFailed')).toEqual([{ message: '手机验证码错误' }]);
        expect(s.context.form).toEqual(FORM);
        expect(s.context.error).toBe('手机验证码错误');
        return;
      default:
        throw new Error(`unexpected way into form: ${rec.via}`);
    }
  },
  submitting: (s, rec) => {
    expect(rec.via).toBe('form.submit');
    expect(rec.startsInStep('submitApply')).toEqual([{ course: s.context.course, form: FORM }]);
    expect(s.context.error).toBeNull();
  },
};

describeModel(enrolmentModel, meaning);
