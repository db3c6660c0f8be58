import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { needsPassword } from '../domain/livePassword';
import { errorText } from './errorText';

/**
 * The live-room gate (001 §4 Live, §7 Live room). The room loads (failure: alert 数据错误; a room that
 * does not exist ends in notFound, which offers a way back rather than a retry); a visitor
 * who is not logged in sees the room but the video does not play; a logged-in viewer whose profile
 * the server says needs completing (needMakeUp '1') fills 完善资料 first; then the announcement
 * 直播公告 must be confirmed with 确定; then the video plays.
 * A room with a password (hasPass not '1') that this user has not entered yet (passVerified not '1')
 * asks for it first (请输入参会密码): the server answers the stream address only then (docs/decisions/0013).
 */
export interface LiveRoomInfo {
  id: string;
  name: string;
  announcement: string;
  pullUrl: string;
  roomNo: string;
  /** '1': no password. */
  hasPass?: string;
  /** '1': this user may have the stream (no password, or entered before). */
  passVerified?: string;
}

export interface MakeUpValues {
  realName: string;
  hospital: string;
  phone: string;
}

export interface LiveRoomInput {
  roomId: string;
  loggedIn: boolean;
}

export interface LiveRoomContext {
  roomId: string;
  loggedIn: boolean;
  room: LiveRoomInfo | null;
  /** What the user typed into 完善资料 (kept when the post fails). */
  form: MakeUpValues | null;
  /** The server's message when makeUpUser or the room password failed. */
  error: string | null;
}

export type LiveRoomEvent =
  | { type: 'room.retry' }
  | { type: 'password.submit'; password: string }
  | { type: 'makeUp.submit'; form: MakeUpValues }
  | { type: 'announcement.confirm' };

export const liveRoomMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as LiveRoomContext,
    events: {} as LiveRoomEvent,
    input: {} as LiveRoomInput,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/liveRoom/{roomId}; null when the server says the room does not exist (code 404). */
    loadRoom: fromPromise<LiveRoomInfo | null, { roomId: string }>(async () => {
      throw new Error('loadRoom not provided');
    }),
    /** POST /api/liveRoom/verifyPass body roomId, password → the stream address; rejects with the server's message. */
    verifyRoomPass: fromPromise<{ pullUrl: string }, { roomId: string; password: string }>(async () => {
      throw new Error('verifyRoomPass not provided');
    }),
    /** GET /api/liveRoom/needMakeUp → true when data is '1'. */
    checkMakeUp: fromPromise<boolean, { roomId: string }>(async () => false),
    /** POST /api/liveRoom/makeUpUser body realName, hospital, phone. */
    makeUpUser: fromPromise<void, MakeUpValues>(async () => {}),
  },
  // Stryker restore all
  actions: {
    /** 001 §8: the room could not be loaded: alert 数据错误. */
    alertDataError: () => {},
    /** The completion form could not be saved: tell the user (the form keeps what was typed). */
    notifyMakeUpFailed: (_, _params: { error: string }) => {},
  },
  guards: {
    /** loadRoom's answer: no such room. */
    roomMissing: (_, { room }: { room: LiveRoomInfo | null }) => room === null,
    loggedIn: ({ context }) => context.loggedIn,
    passwordNeeded: ({ context }, { room }: { room: LiveRoomInfo }) =>
      context.loggedIn && needsPassword(room),
    /** checkMakeUp's answer: the completion form is asked for. */
    makeUpNeeded: (_, { needed }: { needed: boolean }) => needed,
  },
}).createMachine({
  id: 'liveRoom',
  initial: 'loading',
  context: ({ input }) => ({
    roomId: input.roomId,
    loggedIn: input.loggedIn,
    room: null,
    form: null,
    error: null,
  }),
  states: {
    loading: {
      invoke: {
        src: 'loadRoom',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: [
          {
            guard: { type: 'roomMissing', params: ({ event }) => ({ room: event.output }) },
            target: 'notFound',
            actions: assign({ room: null }),
          },
          {
            // Asked after roomMissing, so the room is there.
            guard: { type: 'passwordNeeded', params: ({ event }) => ({ room: event.output! }) },
            target: 'password',
            actions: assign({ room: ({ event }) => event.output, error: null }),
          },
          {
            guard: 'loggedIn',
            target: 'checkingMakeUp',
            actions: assign({ room: ({ event }) => event.output }),
          },
          { target: 'loggedOut', actions: assign({ room: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: 'alertDataError' },
      },
    },
    /** The room without playback: the view asks to log in; the board is read-only. */
    loggedOut: {},
    failed: {
      on: { 'room.retry': 'loading' },
    },
    /** The room does not exist: nothing to retry; the view offers the way back to the list. */
    notFound: { type: 'final' },
    /** The room has a password this user has not entered: the dialog 请输入参会密码. */
    password: {
      on: {
        'password.submit': { target: 'verifyingPassword', actions: assign({ error: null }) },
      },
    },
    verifyingPassword: {
      invoke: {
        src: 'verifyRoomPass',
        // Entered only by password.submit.
        input: ({ context, event }) => {
          assertEvent(event, 'password.submit');
          return { roomId: context.roomId, password: event.password };
        },
        onDone: {
          target: 'checkingMakeUp',
          actions: assign({
            // The password state is reached only with the loaded room.
            room: ({ context, event }) => ({
              ...context.room!,
              pullUrl: event.output.pullUrl,
              passVerified: '1',
            }),
          }),
        },
        onError: { target: 'password', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    checkingMakeUp: {
      invoke: {
        src: 'checkMakeUp',
        input: ({ context }) => ({ roomId: context.roomId }),
        onDone: [
          {
            guard: { type: 'makeUpNeeded', params: ({ event }) => ({ needed: event.output }) },
            target: 'makeUp',
          },
          { target: 'announcement' },
        ],
        onError: { target: 'failed', actions: 'alertDataError' },
      },
    },
    makeUp: {
      on: {
        'makeUp.submit': {
          target: 'submittingMakeUp',
          actions: assign({ form: ({ event }) => event.form, error: null }),
        },
      },
    },
    submittingMakeUp: {
      invoke: {
        src: 'makeUpUser',
        // Entered only by makeUp.submit, which has just kept the form.
        input: ({ context }) => context.form!,
        onDone: { target: 'announcement' },
        onError: {
          target: 'makeUp',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'notifyMakeUpFailed', params: ({ event }) => ({ error: errorText(event.error) }) },
          ],
        },
      },
    },
    announcement: {
      on: { 'announcement.confirm': 'playing' },
    },
    /** The video plays; the board is open. */
    playing: {},
  },
});
