import { expect } from 'vitest';
import type { liveRoomMachine } from '../../machines/liveRoom.machine';
import { liveRoomModel, MAKE_UP, ROOM } from './models/liveRoom.model';
import { describeModel } from './runner';
import type { Meaning } from './runner';

const confirm = { type: 'announcement.confirm' } as const;
const submit = { type: 'makeUp.submit', form: MAKE_UP } as const;

const meaning: Meaning<typeof liveRoomMachine> = {
  loading: (s, rec) => {
    expect(['init', 'room.retry']).toContain(rec.via);
    // The room is asked for by the page's roomId; nothing plays meanwhile.
    expect(rec.startsInStep('loadRoom')).toEqual([{ roomId: '2' }]);
    expect(rec.running()).toEqual(['loadRoom']);
    expect(s.can(confirm)).toBe(false);
    expect(s.can(submit)).toBe(false);
  },
  loggedOut: (s, rec) => {
    // A visitor sees the room but the video never plays, and nothing asks the server about them.
    expect(rec.via).toBe('done:loadRoom');
    expect(s.context.loggedIn).toBe(false);
    expect(s.context.room).toEqual(ROOM);
    expect(rec.starts('checkMakeUp')).toEqual([]);
    expect(rec.running()).toEqual([]);
    expect(s.can(confirm)).toBe(false);
    expect(s.can(submit)).toBe(false);
  },
  failed: (s, rec) => {
    // 001 §8: the room data failed: alert 数据错误 once, no playback.
    expect(['error:loadRoom', 'error:checkMakeUp']).toContain(rec.via);
    expect(rec.callsInStep('alertDataError')).toHaveLength(1);
    expect(rec.running()).toEqual([]);
    expect(s.can({ type: 'room.retry' })).toBe(true);
    expect(s.can(confirm)).toBe(false);
  },
  checkingMakeUp: (s, rec) => {
    expect(rec.via).toBe('done:loadRoom');
    expect(s.context.loggedIn).toBe(true);
    expect(s.context.room).toEqual(ROOM);
    expect(rec.inStep()).toEqual(['settle:loadRoom', 'start:checkMakeUp']);
    expect(rec.startsInStep('checkMakeUp')).toEqual([{ roomId: '2' }]);
  },
  makeUp: (s, rec) => {
    // 完善资料 comes before the announcement; a failed post keeps what was typed and says why.
    expect(s.can(submit)).toBe(true);
    expect(s.can(confirm)).toBe(false);
    if (rec.via === 'done:checkMakeUp') {
      expect(rec.step?.event).toMatchObject({ output: true });
      expect(s.context.form).toBeNull();
      expect(s.context.error).toBeNull();
    } else {
      expect(rec.via).toBe('error:makeUpUser');
      expect(s.context.form).toEqual(MAKE_UP);
      expect(s.context.error).toBe('请输入正确的手机号');
      expect(rec.callsInStep('notifyMakeUpFailed')).toEqual([{ error: '请输入正确的手机号' }]);
    }
  },
  submittingMakeUp: (s, rec) => {
    expect(rec.via).toBe('makeUp.submit');
    expect(rec.startsInStep('makeUpUser')).toEqual([MAKE_UP]);
    expect(s.context.error).toBeNull();
    expect(s.can(submit)).toBe(false); // no double post
  },
  announcement: (s, rec) => {
    // 直播公告 must be confirmed; reached straight when no completion is needed, or after makeUpUser.
    expect(['done:checkMakeUp', 'done:makeUpUser']).toContain(rec.via);
    if (rec.via === 'done:checkMakeUp') {
      expect(rec.step?.event).toMatchObject({ output: false });
      expect(rec.starts('makeUpUser')).toEqual([]);
    } else {
      expect(rec.starts('makeUpUser').at(-1)).toEqual(MAKE_UP);
    }
    expect(s.context.room?.announcement).toBe(ROOM.announcement);
    expect(s.can(confirm)).toBe(true);
  },
  playing: (s, rec) => {
    // Plays only after a logged-in user confirmed the announcement (and completed the profile if asked).
    expect(rec.via).toBe('announcement.confirm');
    expect(s.context.loggedIn).toBe(true);
    expect(rec.history.map((h) => h.state)).toContain('announcement');
    const checked = rec.history.find((h) => h.state === 'makeUp');
    if (checked) expect(rec.starts('makeUpUser').length).toBeGreaterThan(0);
    expect(rec.running()).toEqual([]);
  },
};

describeModel(liveRoomModel, meaning);
