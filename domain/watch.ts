/**
 * Watch rules (001 §4 "Watch completion", §9), shared by education videos and training videos: the
 * watch-progress machine, both players and the server.
 */

/** 001 §9: a watch record every 3 s while playing. */
export const WATCH_RECORD_INTERVAL_MS = 3000;
/** 001 §9: a trial resumes 10 s earlier when the saved position exceeds 10 s. */
export const TRIAL_REWIND_S = 10;
/** 001 §9 */
export const PLAYBACK_RATES: readonly number[] = [0.7, 1, 1.5, 2];

/** Where playback resumes (seconds) from the saved position: a trial rewinds 10 s once past 10 s. */
export const resumePosition = (saved: { watchPosition: number } | null, trial: boolean): number => {
  const position = saved?.watchPosition ?? 0;
  if (trial && position > TRIAL_REWIND_S) return position - TRIAL_REWIND_S;
  return Math.max(0, position);
};

/** Whether `position` reaches videoPassPercentage (0–100) of a known duration. */
export const reachedPass = (position: number, duration: number, passPercentage: number): boolean =>
  duration > 0 && position >= (duration * passPercentage) / 100;

/** A watch record as the server keeps it (education and training alike; `completed` is 0 or 1 there). */
export interface StoredWatchRecord {
  watchPosition: number;
  maxPosition: number;
  completed: number;
}

/**
 * The saved record a player resumes from: positions as saved, completed only when the server says 1, and
 * nothing else of the answer (ids, times); null when there is no record.
 */
export const savedWatch = (
  stored: StoredWatchRecord | null,
): { watchPosition: number; maxPosition: number; completed: 0 | 1 } | null =>
  stored === null
    ? null
    : {
        watchPosition: stored.watchPosition,
        maxPosition: stored.maxPosition,
        completed: stored.completed === 1 ? 1 : 0,
      };

/**
 * The one answer to "has the user watched this video?" (the saved record's completed, then what the
 * player reached), from a watch-progress snapshot: a selector for the views, e.g. the training exam that
 * opens once watched.
 */
export const watchedOf = (snapshot: { context: { completed: 0 | 1 } }): boolean =>
  snapshot.context.completed === 1;
