import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * Access to one education video (001 §4 "Access (checkAccess)", §8): -1 while loading, 1 playable,
 * 0 when a trial has ended (or the video must be redeemed before anything plays).
 *
 * - `loading` asks `loadAccess` (the video info) whether the user has full access, a trial, or neither.
 * - A trial (trySee 1) plays until the player ends; then the player is removed and 试看结束 shows.
 * - From there the user may retry the trial (a new player from the start: `trialRun` grows) or redeem:
 *   confirm 积分消耗提醒 / 播放视频将扣除{n}积分,是否继续播放？ → `redeem` → 兑换成功，请点击按钮进行播放 →
 *   `loadRealVideo` reloads the real video info → playable (no autoplay: the user presses play).
 * - A refused redeem shows the server's message (您的积分不足，暂时无法观看！ when points are short).
 * - A player error shows (state `insufficient`) 您的积分不足，暂时无法观看！ for a trial the user cannot view, otherwise
 *   此视频暂无法播放，请稍后再试.
 * - A failed video info load leaves the page (`leave`: the message toast and back to where the user came from).
 */
export interface AccessInfo {
  /** The user may watch the full video (free, or already redeemed). */
  access: boolean;
  /** A trial clip is offered (trySee 1). */
  trySee: boolean;
  /** The user's points would allow watching (viewable). */
  viewable: boolean;
  /** scoreCurrPrice: points a redeem costs. */
  price: number;
  /** What the player plays: the full video, the trial clip, or '' when nothing is playable yet. */
  src: string;
}

export interface AccessContext {
  price: number;
  /** The address the player plays (trial clip or full video). */
  src: string;
  viewable: boolean;
  trySee: boolean;
  /** Which player instance: grows on every trial retry, so the view mounts a fresh player from 0. */
  trialRun: number;
  /** The last refused redeem's message (shown on the 试看结束 screen); null when none. */
  error: string | null;
}

export type AccessEvent =
  | { type: 'player.ended' }
  | { type: 'player.error' }
  | { type: 'trial.retry' }
  | { type: 'redeem.start' }
  | { type: 'redeem.confirm' }
  | { type: 'redeem.cancel' };

/** Inline (not a named action): the video info's price and flags go into the context. */
const keepInfo = (info: AccessInfo): Partial<AccessContext> => ({
  price: info.price,
  viewable: info.viewable,
  trySee: info.trySee,
  src: info.src,
});

export const accessMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as AccessContext,
    events: {} as AccessEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET /api/youth/video/{id}: what the user may watch. */
    loadAccess: fromPromise<AccessInfo>(async () => {
      throw new Error('loadAccess not provided');
    }),
    /** POST /api/youth/video/exchange/{id}: spends the points. */
    redeem: fromPromise<void>(async () => {
      throw new Error('redeem not provided');
    }),
    /** GET /api/youth/video/real/{id}: the real video after a redeem. */
    loadRealVideo: fromPromise<{ src: string }>(async () => {
      throw new Error('loadRealVideo not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** 兑换成功，请点击按钮进行播放 (success toast). */
    notifyRedeemed: () => {},
    /** The server's message as an error toast. */
    notifyFailed: (_, _params: { message: string }) => {},
    /** Video info failed: toast and back to the category / series list / expert page. */
    leave: (_, _params: { message: string }) => {},
  },
  guards: {
    /** loadAccess's answer: the whole video may be watched. */
    fullAccess: (_, { info }: { info: AccessInfo }) => info.access,
    /** loadAccess's answer: a trial clip is offered. */
    trialOffered: (_, { info }: { info: AccessInfo }) => info.trySee,
    canRetryTrial: ({ context }) => context.trySee,
    notViewable: ({ context }) => !context.viewable,
  },
}).createMachine({
  id: 'access',
  // Stryker disable next-line BooleanLiteral: equivalent, viewable and trySee are read only in trial and trialEnded (guards, the 试看结束 screen), which every path reaches through loadAccess's keepInfo
  context: { price: 0, src: '', viewable: true, trySee: false, trialRun: 0, error: null },
  initial: 'loading',
  states: {
    /** access -1 */
    loading: {
      invoke: {
        src: 'loadAccess',
        onDone: [
          {
            guard: { type: 'fullAccess', params: ({ event }) => ({ info: event.output }) },
            target: 'playable',
            actions: assign(({ event }) => keepInfo(event.output)),
          },
          {
            guard: { type: 'trialOffered', params: ({ event }) => ({ info: event.output }) },
            target: 'trial',
            actions: assign(({ event }) => keepInfo(event.output)),
          },
          { target: 'trialEnded', actions: assign(({ event }) => keepInfo(event.output)) },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'leave', params: ({ event }) => ({ message: errorText(event.error) }) },
        },
      },
    },
    /** access 1: the full video. */
    playable: {
      on: {
        'player.error': { target: 'unplayable' },
      },
    },
    /** access 1: the trial clip. */
    trial: {
      entry: assign({ error: null }),
      on: {
        'player.ended': { target: 'trialEnded' },
        'player.error': [{ guard: 'notViewable', target: 'insufficient' }, { target: 'unplayable' }],
      },
    },
    /** access 0: the player is removed, 试看结束. */
    trialEnded: {
      on: {
        'trial.retry': {
          guard: 'canRetryTrial',
          target: 'trial',
          actions: assign({ trialRun: ({ context }) => context.trialRun + 1 }),
        },
        'redeem.start': { target: 'confirming' },
      },
    },
    /** 积分消耗提醒: 播放视频将扣除{price}积分,是否继续播放？ */
    confirming: {
      on: {
        'redeem.confirm': { target: 'redeeming' },
        'redeem.cancel': { target: 'trialEnded' },
      },
    },
    redeeming: {
      entry: assign({ error: null }),
      invoke: {
        src: 'redeem',
        onDone: { target: 'reloading', actions: 'notifyRedeemed' },
        onError: {
          target: 'trialEnded',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: errorText(event.error) }) },
          ],
        },
      },
    },
    /** Redeemed: the real video info is reloaded. */
    reloading: {
      invoke: {
        src: 'loadRealVideo',
        onDone: { target: 'playable', actions: assign({ src: ({ event }) => event.output.src }) },
        onError: {
          target: 'failed',
          actions: { type: 'leave', params: ({ event }) => ({ message: errorText(event.error) }) },
        },
      },
    },
    /** 此视频暂无法播放，请稍后再试 */
    unplayable: {},
    /** A trial the user cannot view: 您的积分不足，暂时无法观看！ */
    insufficient: {},
    /** The video info could not be loaded: the page has been left. */
    failed: {},
  },
});
