import { expect } from 'vitest';
import type { liveJoinMachine } from '../../machines/liveJoin.machine';
import { FORM, FREE, LOCKED, LOCKED_LINK, REFUSED, liveJoinModel } from './models/liveJoin.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

const submit = { type: 'join.submit', ...FORM } as const;
const FREE_URL = `/api/live/__meeting?room=mdt&userName=${encodeURIComponent(FORM.userName)}`;
const LOCKED_URL = `https://meet.example.cn/j/42?userName=${encodeURIComponent(FORM.userName)}#video`;

/** The clock reading when the path last entered `opening`. */
const openingSince = (rec: Recorder) => [...rec.history].reverse().find((h) => h.state === 'opening')?.at;

const meaning: Meaning<typeof liveJoinMachine> = {
  closed: (s, rec) => {
    // Neither dialog is shown; nothing runs, nothing waits.
    expect(rec.running()).toEqual([]);
    expect(rec.timers()).toEqual([]);
    expect(s.can(submit)).toBe(false);
    expect(s.can({ type: 'join.open', session: FREE })).toBe(true);
    if (rec.via === 'init') {
      expect(rec.log).toEqual([]);
      expect(s.context).toEqual({ session: null, userName: '', password: '', error: null, meetingUrl: null });
      return;
    }
    if (rec.via === 'meeting.close') {
      // Closing the iframe dialog forgets the name, the password and the address.
      expect(s.context).toEqual({ session: null, userName: '', password: '', error: null, meetingUrl: null });
      return;
    }
    expect(rec.via).toBe('join.cancel');
    const previous = rec.history.at(-2)?.state;
    // Cancelling while the password is checked stops the check; while opening, the 200 ms wait.
    if (previous === 'verifying') expect(rec.inStep()).toEqual(['stop:verifyPass']);
    else expect(rec.inStep()).toEqual([]);
    expect(s.context.meetingUrl).toBeNull();
  },
  editing: (s, rec) => {
    // The join dialog is shown for the chosen session, and can be submitted or cancelled.
    expect(s.can(submit)).toBe(true);
    expect(s.can({ type: 'join.cancel' })).toBe(true);
    expect(s.context.meetingUrl).toBeNull();
    expect(rec.running()).toEqual([]);
    if (rec.via === 'join.open') {
      const opened = (rec.step?.event as unknown as { session: typeof FREE }).session;
      expect(s.context.session).toEqual(opened);
      // A fresh dialog: nothing typed, no old message.
      expect(s.context).toMatchObject({ userName: '', password: '', error: null });
      expect(rec.inStep()).toEqual([]);
      return;
    }
    expect(rec.via).toBe('error:verifyPass');
    // The server's message shows (toast and dialog), and what was typed is kept.
    expect(s.context.session).toEqual(LOCKED);
    expect(rec.inStep()).toEqual(['settle:verifyPass', 'notifyFailed']);
    expect(rec.callsInStep('notifyFailed')).toEqual([{ message: REFUSED }]);
    expect(s.context).toMatchObject({ error: REFUSED, userName: FORM.userName, password: FORM.password });
  },
  verifying: (s, rec) => {
    // Only a session with a password is verified, with exactly what was typed.
    expect(rec.via).toBe('join.submit');
    expect(s.context.session).toEqual(LOCKED);
    expect(rec.inStep()).toEqual(['start:verifyPass']);
    expect(rec.startsInStep('verifyPass')).toEqual([{ id: LOCKED.id, password: FORM.password }]);
    expect(s.context.error).toBeNull();
    expect(s.can(submit)).toBe(false); // no double submit
    expect(s.can({ type: 'join.cancel' })).toBe(true);
  },
  opening: (s, rec) => {
    // Accepted: the link the server answered is kept; the iframe opens 200 ms later.
    expect(rec.via).toBe('done:verifyPass');
    expect(s.context.session).toEqual({ ...LOCKED, link: LOCKED_LINK });
    expect(rec.inStep()).toEqual(['settle:verifyPass']);
    expect(rec.timers()).toEqual(['openDelay']);
    expect(s.context.meetingUrl).toBeNull();
    expect(s.can(submit)).toBe(false);
  },
  meeting: (s, rec) => {
    expect(rec.running()).toEqual([]);
    expect(rec.timers()).toEqual([]);
    if (rec.via === 'join.submit') {
      // No password: the iframe opens at once, nothing is verified.
      expect(s.context.session).toEqual(FREE);
      expect(rec.starts('verifyPass')).toEqual([]);
      expect(s.context.meetingUrl).toBe(FREE_URL);
      expect(s.context.password).toBe('');
      return;
    }
    // Exactly 200 ms after the password was accepted.
    expect(rec.via).toBe('after:openDelay');
    expect(rec.now - (openingSince(rec) ?? Number.NaN)).toBe(200);
    expect(s.context.session).toEqual({ ...LOCKED, link: LOCKED_LINK });
    expect(s.context.meetingUrl).toBe(LOCKED_URL);
    expect(s.can({ type: 'meeting.close' })).toBe(true);
  },
};

describeModel(liveJoinModel, meaning);
