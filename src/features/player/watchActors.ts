import { fromPromise } from 'xstate';
import {
  watchProgressMachine,
  type WatchRecord,
  type WatchRecordParams,
} from '../../../machines/watchProgress.machine';

/**
 * Where one kind of video keeps its watch records: the only thing education and training differ in
 * (docs/decisions/0018). The machine and the player are the same for both.
 */
export interface WatchRecordCalls {
  /** The saved record, or null when there is none. */
  load(videoId: number): Promise<WatchRecord | null>;
  /** A record every 3 s, on pause and on end (fire and forget). */
  save(record: WatchRecordParams): Promise<void>;
  /** The same record with a keepalive request: page hidden or closed, or the player unmounted. */
  flush(record: WatchRecordParams): void;
  /** The first play of a page view (education counts views; training does not). */
  firstPlay?(videoId: number): Promise<void>;
}

/** The shared watch-progress machine with one kind's calls and the mounted player's seek. */
export function createWatchLogic(calls: WatchRecordCalls, seekTo: (position: number) => void) {
  return watchProgressMachine.provide({
    actors: {
      loadRecord: fromPromise(({ input }: { input: { videoId: number } }) => calls.load(input.videoId)),
    },
    actions: {
      saveRecord: (_, record) => void calls.save(record).catch(() => {}),
      flushRecord: (_, record) => calls.flush(record),
      sendFirstPlay: (_, { videoId }) => void calls.firstPlay?.(videoId).catch(() => {}),
      seekTo: (_, { position }) => seekTo(position),
    },
  });
}
