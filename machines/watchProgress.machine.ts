import { assign, fromPromise, setup } from 'xstate';
import { reachedPass, resumePosition, WATCH_RECORD_INTERVAL_MS, watchedOf } from '../domain/watch';

/**
 * Watch progress of one video (001 §4 "Watch completion", §9): generic, so education videos
 * (`/api/youth/watch_video/record`) and training videos (`/api/training/watch_video/record`) share it:
 * the ids are input and every call is injected.
 *
 * - The saved record is loaded first; the player then starts at `resumeAt` (the saved position; for a
 *   trial 10 s earlier when it is past 10 s).
 * - A first-play record is sent once, on the first `player.play`.
 * - While playing a record is saved every 3 s (`recordInterval`, a named delay that restarts on every
 *   entry to `playing`) and on pause and end.
 * - `completed` becomes 1 once the position reaches `passPercentage` % of the duration, and stays 1
 *   (not while watching a trial clip: the page starts a new actor for the full video).
 * - When seeking is restricted (and the video is not yet completed), a forward seek past the furthest
 *   watched position is clamped back to it (`seekTo`).
 * - `page.hide` (tab hidden or page closing) flushes the last position through `flushRecord`, whose
 *   implementation uses a keepalive request: at most the time since the last 3 s record is ever lost.
 */
export interface WatchRecord {
  watchPosition: number;
  maxPosition: number;
  completed: 0 | 1;
}

/** What `saveRecord` / `flushRecord` send: the ids come from the input. */
export interface WatchRecordParams extends WatchRecord {
  videoId: number;
}

export interface WatchProgressInput {
  videoId: number;
  /** videoPassPercentage: 0–100 % of the duration that counts as completed. */
  passPercentage: number;
  /** Forward seeking past the furthest watched position is clamped (until completed). */
  restrictSeek: boolean;
  /** A trial clip: resuming rewinds 10 s when the saved position is past 10 s; it never completes. */
  trial: boolean;
}

export interface WatchProgressContext extends WatchProgressInput {
  /** Current position in seconds (last `player.time` / `player.seeking`). */
  position: number;
  /** Furthest position watched, seconds; never decreases. */
  maxPosition: number;
  completed: 0 | 1;
  /** Duration in seconds; 0 until the player knows it. */
  duration: number;
  firstPlaySent: boolean;
  /** Where the player should start, seconds (from the saved record). */
  resumeAt: number;
}

export type WatchProgressEvent =
  | { type: 'player.play' }
  | { type: 'player.pause' }
  /** timeupdate: the position and the duration as the player knows it (0 while unknown). */
  | { type: 'player.time'; position: number; duration: number }
  | { type: 'player.seeking'; position: number }
  | { type: 'player.ended' }
  | { type: 'page.hide' };

/** The one answer to "has the user watched this video?" (domain/watch: pages ask it without the machine). */
export { watchedOf };

/** A trial clip never completes the video: only the full video counts. */
const completedAfter = (context: WatchProgressContext, position: number): 0 | 1 =>
  context.completed === 1 ||
  (!context.trial && reachedPass(position, context.duration, context.passPercentage))
    ? 1
    : 0;

const recordOf = ({ context }: { context: WatchProgressContext }): WatchRecordParams => ({
  videoId: context.videoId,
  watchPosition: context.position,
  maxPosition: context.maxPosition,
  completed: context.completed,
});

export const watchProgressMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as WatchProgressInput,
    context: {} as WatchProgressContext,
    events: {} as WatchProgressEvent,
  },
  // Stryker disable all: the default actors only stand in until the app's provide() and the tests' stubs replace them
  actors: {
    /** GET …/watch_video/record/info: the saved record, or null when there is none. */
    loadRecord: fromPromise<WatchRecord | null, { videoId: number }>(async () => null),
  },
  // Stryker restore all
  actions: {
    /** POST …/watch_video/record (fire and forget; a lost record is replaced 3 s later). */
    saveRecord: (_, _params: WatchRecordParams) => {},
    /** The same record sent with a keepalive request / sendBeacon: survives the page closing. */
    flushRecord: (_, _params: WatchRecordParams) => {},
    /** First play of this page view (education: POST /api/youth/record). */
    sendFirstPlay: (_, _params: { videoId: number }) => {},
    /** Moves the player (a clamped forward seek). */
    seekTo: (_, _params: { position: number }) => {},
  },
  guards: {
    seekPastFurthest: ({ context, event }) =>
      // Stryker disable next-line ConditionalExpression: equivalent, the guard is only asked on player.seeking; the check narrows the type
      event.type === 'player.seeking' &&
      context.restrictSeek &&
      context.completed === 0 &&
      event.position > context.maxPosition,
  },
  delays: {
    /** 001 §9: a watch record every 3 s while playing. */
    recordInterval: WATCH_RECORD_INTERVAL_MS,
  },
}).createMachine({
  id: 'watchProgress',
  context: ({ input }) => ({
    ...input,
    position: 0,
    maxPosition: 0,
    completed: 0,
    duration: 0,
    firstPlaySent: false,
    resumeAt: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRecord',
        input: ({ context }) => ({ videoId: context.videoId }),
        onDone: {
          target: 'watching',
          actions: assign(({ context, event }) => {
            const saved = event.output;
            const resumeAt = resumePosition(saved, context.trial);
            return {
              resumeAt,
              position: resumeAt,
              maxPosition: Math.max(saved?.maxPosition ?? 0, saved?.watchPosition ?? 0),
              completed: saved?.completed === 1 ? (1 as const) : (0 as const),
            };
          }),
        },
        // No saved record could be read: start from the beginning (watching must not depend on it).
        onError: { target: 'watching' },
      },
    },
    /** The player is shown (it starts at `resumeAt`). */
    watching: {
      initial: 'ready',
      on: {
        'player.time': {
          actions: assign(({ context, event }) => {
            const duration = event.duration > 0 ? event.duration : context.duration;
            return {
              duration,
              position: event.position,
              maxPosition: Math.max(context.maxPosition, event.position),
              completed: completedAfter({ ...context, duration }, event.position),
            };
          }),
        },
        'player.seeking': [
          {
            guard: 'seekPastFurthest',
            actions: [
              assign({ position: ({ context }) => context.maxPosition }),
              { type: 'seekTo', params: ({ context }) => ({ position: context.maxPosition }) },
            ],
          },
          { actions: assign({ position: ({ event }) => event.position }) },
        ],
      },
      states: {
        /** The player is shown and has not played yet on this page. */
        ready: {
          // Only the first play of this page comes from here: the first-play record is sent once.
          on: {
            'player.play': {
              target: 'playing',
              actions: [
                assign({ firstPlaySent: true }),
                { type: 'sendFirstPlay', params: ({ context }) => ({ videoId: context.videoId }) },
              ],
            },
          },
        },
        playing: {
          // Two alternating substates, each arming the named delay: a record every 3 s while playing; leaving
          // `playing` cancels the timer and every entry starts a fresh 3 s.
          initial: 'tick',
          states: {
            tick: {
              after: {
                recordInterval: { target: 'tock', actions: { type: 'saveRecord', params: recordOf } },
              },
            },
            tock: {
              after: {
                recordInterval: { target: 'tick', actions: { type: 'saveRecord', params: recordOf } },
              },
            },
          },
          on: {
            'player.pause': { target: 'paused', actions: { type: 'saveRecord', params: recordOf } },
            'player.ended': {
              target: 'paused',
              actions: [assign(atEnd), { type: 'saveRecord', params: recordOf }],
            },
            'page.hide': { actions: { type: 'flushRecord', params: recordOf } },
          },
        },
        paused: {
          on: {
            'player.play': { target: 'playing' },
            'player.ended': { actions: [assign(atEnd), { type: 'saveRecord', params: recordOf }] },
            'page.hide': { actions: { type: 'flushRecord', params: recordOf } },
          },
        },
      },
    },
  },
});

function atEnd({ context }: { context: WatchProgressContext }): Partial<WatchProgressContext> {
  if (context.duration <= 0) return {};
  const position = context.duration;
  return {
    position,
    maxPosition: Math.max(context.maxPosition, position),
    completed: completedAfter(context, position),
  };
}
