import { liveRoomMachine, type LiveRoomInfo } from '../../../machines/liveRoom.machine';
import type { ModelConfig } from '../traversal';

export const ROOM: LiveRoomInfo = {
  id: '2',
  name: '神经影像病例讨论',
  announcement: '本场直播仅面向医务人员。',
  pullUrl: '/media/video/test-pattern.mp4',
  roomNo: '@TGS#live2',
};
/** Room with a password this user has not entered: the server withholds the stream. */
export const LOCKED_ROOM: LiveRoomInfo = {
  ...ROOM,
  id: '5',
  roomNo: '@TGS#live5',
  pullUrl: '',
  hasPass: '0',
  passVerified: '0',
};
export const ROOM_PASSWORD = '888888';
export const STREAM = { pullUrl: '/media/video/test-pattern.mp4' };
export const WRONG_PASSWORD = '参会密码错误';
export const MAKE_UP = { realName: '王医生', hospital: '华西医院', phone: '13900000001' };

/** The live-room gate: logged in or not (inputs), the three calls' outcomes, the two user events. */
export const liveRoomModel: ModelConfig<typeof liveRoomMachine> = {
  machine: liveRoomMachine,
  file: 'machines/liveRoom.machine.ts',
  inputs: [
    { roomId: '2', loggedIn: true },
    { roomId: '2', loggedIn: false },
  ],
  describeInput: (i) => (i.loggedIn ? 'logged in' : 'logged out'),
  events: {
    'room.retry': [{}],
    'password.submit': [{ password: ROOM_PASSWORD }],
    'makeUp.submit': [{ form: MAKE_UP }],
    'announcement.confirm': [{}],
  },
  describeEvent: (e) => (e.type === 'makeUp.submit' ? 'makeUp.submit(form)' : undefined),
  invoked: {
    // null: the server answered 直播间不存在 (code 404).
    loadRoom: { output: [ROOM, LOCKED_ROOM, null], error: [new Error('数据错误')] },
    verifyRoomPass: { output: [STREAM], error: [new Error(WRONG_PASSWORD)] },
    // true: needMakeUp answered '1'.
    checkMakeUp: { output: [true, false], error: [new Error('网络连接失败，请检查网络后重试')] },
    makeUpUser: { output: [undefined], error: [new Error('请输入正确的手机号')] },
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.loggedIn,
      s.context.room?.hasPass ?? null,
      s.context.room?.pullUrl ?? null,
      s.context.form !== null,
      s.context.error,
    ]),
};
