import { expect } from 'vitest';
import type { liveRoomMachine } from '../../machines/liveRoom.machine';
import {
  liveRoomModel,
  LOCKED_ROOM,
  MAKE_UP,
  ROOM,
  ROOM_PASSWORD,
  STREAM,
  WRONG_PASSWORD,
} from './models/liveRoom.model';
import { describeModel } from './runner';
import type { Meaning } from './runner';

const confirm = { type: 'announcement.confirm' } as const;
const submit = { type: 'makeUp.submit', form: MAKE_UP } as const;
const enter = { type: 'password.submit', password: ROOM_PASSWORD } as const;
/** The room as the gate holds it once the password was accepted. */
const UNLOCKED = { ...LOCKED_ROOM, pullUrl: STREAM.pullUrl, passVerified: '1' };

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
    expect([ROOM, LOCKED_ROOM]).toContainEqual(s.context.room);
    // No password is asked of a visitor either (the video does not play anyway).
    expect(rec.starts('verifyRoomPass')).toEqual([]);
    expect(s.can(enter)).toBe(false);
    expect(rec.starts('checkMakeUp')).toEqual([]);
    expect(rec.running()).toEqual([]);
    expect(s.can(confirm)).toBe(false);
    expect(s.can(submit)).toBe(false);
  },
  notFound: (s, rec) => {
    // The server said the room does not exist: no 数据错误, no retry, nothing else asked or running.
    expect(rec.via).toBe('done:loadRoom');
    expect(s.status).toBe('done');
    expect(s.context.room).toBeNull();
    expect(rec.callsInStep('alertDataError')).toEqual([]);
    expect(s.can({ type: 'room.retry' })).toBe(false);
    expect(rec.startsInStep('checkMakeUp')).toEqual([]);
    expect(rec.running()).toEqual([]);
  },
  failed: (s, rec) => {
    // 001 §8: the room data failed: alert 数据错误 once, no playback.
    expect(['error:loadRoom', 'error:checkMakeUp']).toContain(rec.via);
    expect(rec.callsInStep('alertDataError')).toHaveLength(1);
    expect(rec.running()).toEqual([]);
    expect(s.can({ type: 'room.retry' })).toBe(true);
    expect(s.can(confirm)).toBe(false);
  },
  password: (s, rec) => {
    // A logged-in user in a room with a password not yet entered: 请输入参会密码, no stream, no other call.
    expect(s.context.loggedIn).toBe(true);
    expect(s.context.room?.pullUrl).toBe('');
    expect(s.can(enter)).toBe(true);
    expect(s.can(confirm)).toBe(false);
    expect(s.can(submit)).toBe(false);
    expect(rec.running()).toEqual([]);
    if (rec.via === 'done:loadRoom') {
      expect(rec.inStep()).toEqual(['settle:loadRoom']);
      expect(s.context.room).toEqual(LOCKED_ROOM);
      expect(s.context.error).toBeNull();
    } else {
      // A refused password: the server's message shows and the dialog stays.
      expect(rec.via).toBe('error:verifyRoomPass');
      expect(rec.inStep()).toEqual(['settle:verifyRoomPass']);
      expect(s.context.error).toBe(WRONG_PASSWORD);
    }
  },
  verifyingPassword: (s, rec) => {
    expect(rec.via).toBe('password.submit');
    expect(rec.startsInStep('verifyRoomPass')).toEqual([{ roomId: '2', password: ROOM_PASSWORD }]);
    expect(s.context.error).toBeNull();
    expect(s.can(enter)).toBe(false); // no double submit
  },
  checkingMakeUp: (s, rec) => {
    expect(s.context.loggedIn).toBe(true);
    if (rec.via === 'done:verifyRoomPass') {
      // Accepted: the stream address the server answered, then the usual gate.
      expect(s.context.room).toEqual(UNLOCKED);
      expect(rec.inStep()).toEqual(['settle:verifyRoomPass', 'start:checkMakeUp']);
    } else {
      expect(rec.via).toBe('done:loadRoom');
      expect(s.context.room).toEqual(ROOM);
      expect(rec.inStep()).toEqual(['settle:loadRoom', 'start:checkMakeUp']);
    }
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
    // Never with a password not entered: the stream address is there.
    expect(s.context.room?.pullUrl).toBe(STREAM.pullUrl);
    expect(s.can(confirm)).toBe(true);
  },
  playing: (s, rec) => {
    // Plays only after a logged-in user confirmed the announcement (and completed the profile if asked).
    expect(rec.via).toBe('announcement.confirm');
    expect(s.context.loggedIn).toBe(true);
    expect(rec.history.map((h) => h.state)).toContain('announcement');
    expect(s.context.room?.pullUrl).toBe(STREAM.pullUrl);
    if (s.context.room?.hasPass === '0')
      expect(rec.history.map((h) => h.state)).toContain('verifyingPassword');
    const checked = rec.history.find((h) => h.state === 'makeUp');
    if (checked) expect(rec.starts('makeUpUser').length).toBeGreaterThan(0);
    expect(rec.running()).toEqual([]);
  },
};

describeModel(liveRoomModel, meaning);
