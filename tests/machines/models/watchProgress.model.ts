import type { WatchProgressInput, WatchRecord } from '../../../machines/watchProgress.machine';
import { watchProgressMachine } from '../../../machines/watchProgress.machine';
import type { ModelConfig } from '../traversal';

export const VIDEO_ID = 7;
export const DURATION = 100;
export const PASS = 80;
export const INPUTS = {
  restricted: { videoId: VIDEO_ID, passPercentage: PASS, restrictSeek: true, trial: false },
  trial: { videoId: VIDEO_ID, passPercentage: PASS, restrictSeek: false, trial: true },
} satisfies Record<string, WatchProgressInput>;
export const SAVED = {
  far: { watchPosition: 40, maxPosition: 60, completed: 0 },
  early: { watchPosition: 5, maxPosition: 5, completed: 0 },
  /** Watched to the end on an earlier visit. */
  completed: { watchPosition: 90, maxPosition: 100, completed: 1 },
} satisfies Record<string, WatchRecord>;

/**
 * Watch progress: the player's events with positions around the pass mark (80 % of 100 s) and the furthest
 * watched position, the saved record (none, past 10 s, already completed), a restricted and a trial video.
 */
export const watchProgressModel: ModelConfig<typeof watchProgressMachine> = {
  machine: watchProgressMachine,
  file: 'machines/watchProgress.machine.ts',
  inputs: Object.values(INPUTS),
  events: {
    'player.play': [{}],
    'player.pause': [{}],
    // Short of the pass mark, and past it; and a time before the player knows the duration (0).
    'player.time': [
      { position: 30, duration: DURATION },
      { position: 85, duration: DURATION },
      { position: 10, duration: 0 },
    ],
    // Back to the start, and far ahead of the furthest watched position.
    'player.seeking': [{ position: 0 }, { position: 95 }],
    'player.ended': [{}],
    'page.hide': [{}],
  },
  invoked: {
    loadRecord: { output: [null, SAVED.far, SAVED.completed], error: [new Error('network')] },
  },
  // What decides the machine's future: the state, the input, whether the duration is known, completion,
  // the first play, whether the furthest position is already past the far seek sample (95), and whether the
  // position is behind the furthest one (a clamped seek or the end then moves it).
  // Positions themselves are checked by the meanings on the real actor.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.trial,
      s.context.duration > 0,
      s.context.completed,
      s.context.firstPlaySent,
      s.context.maxPosition >= 95,
      s.context.position < s.context.maxPosition,
    ]),
};
