import type { WatchProgressInput, WatchRecordParams } from '../../../machines/watchProgress.machine';
import { flushWatchRecord, saveWatchRecord, watchRecordInfo } from '../../api/training';
import type { WatchRecordCalls } from '../player';

/** Training videos count as watched at 95 % (001 §3 gives them no videoPassPercentage; the end also counts). */
export const TRAINING_PASS_PERCENTAGE = 95;

/** A training video's watch progress: no trial, forward seeking restricted until completed. */
export const trainingWatchInput = (videoId: number): WatchProgressInput => ({
  videoId,
  passPercentage: TRAINING_PASS_PERCENTAGE,
  restrictSeek: true,
  trial: false,
});

const body = (r: WatchRecordParams) => ({
  trainingVideoId: r.videoId,
  watchPosition: r.watchPosition,
  maxPosition: r.maxPosition,
  completed: r.completed,
});

/** Where training videos keep their watch records (001 §7 Training); no first-play record. */
export const trainingWatchCalls: WatchRecordCalls = {
  load: async (videoId) => {
    const saved = await watchRecordInfo(videoId);
    return saved
      ? {
          watchPosition: saved.watchPosition,
          maxPosition: saved.maxPosition,
          completed: saved.completed === 1 ? 1 : 0,
        }
      : null;
  },
  save: (record) => saveWatchRecord(body(record)),
  flush: (record) => flushWatchRecord(body(record)),
};
