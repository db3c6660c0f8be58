import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { watchedOf } from '../../machines/watchProgress.machine';
import type { WatchRecord, watchProgressMachine } from '../../machines/watchProgress.machine';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';
import { DURATION, PASS, VIDEO_ID, watchProgressModel } from './models/watchProgress.model';

type Snap = SnapshotFrom<typeof watchProgressMachine>;
const eventOf = <T>(rec: Recorder) => rec.step?.event as unknown as T;
const recordOf = (s: Snap) => ({
  videoId: VIDEO_ID,
  watchPosition: s.context.position,
  maxPosition: s.context.maxPosition,
  completed: s.context.completed,
});
const lastCompleted = new WeakMap<Recorder, 0 | 1>();
/** The position, the furthest position and the duration the previous state of the same path held. */
type Seen = { position: number; maxPosition: number; duration: number };
const lastSeen = new WeakMap<Recorder, Seen>();
/** What the previous state held, for the meanings after common() (which moves lastSeen on). */
const seenBefore = new WeakMap<Recorder, Seen | undefined>();

/** What holds in every state of `watching`, and what the step that led here did with the position. */
function common(s: Snap, rec: Recorder): void {
  // completed is 1 exactly once a position reached 80 % of a known duration, and never goes back to 0.
  const before = lastCompleted.get(rec) ?? 0;
  if (before === 1) expect(s.context.completed).toBe(1);
  lastCompleted.set(rec, s.context.completed);
  // The furthest position never goes back.
  const seen = lastSeen.get(rec);
  seenBefore.set(rec, seen);
  if (seen) expect(s.context.maxPosition).toBeGreaterThanOrEqual(seen.maxPosition);
  lastSeen.set(rec, {
    position: s.context.position,
    maxPosition: s.context.maxPosition,
    duration: s.context.duration,
  });
  // Watching a trial clip never completes the video: only a saved record can say it was watched.
  if (s.context.trial && rec.via !== 'done:loadRecord') expect(s.context.completed).toBe(before);
  // The views' answer to "watched?" is the completion (the saved one, then what the player reached).
  expect(watchedOf(s)).toBe(s.context.completed === 1);
  // The first-play record is sent at most once, and only once playing started.
  expect(rec.calls('sendFirstPlay')).toEqual(s.context.firstPlaySent ? [{ videoId: VIDEO_ID }] : []);

  switch (rec.via) {
    case 'player.time': {
      const e = eventOf<{ position: number; duration: number }>(rec);
      expect(s.context.position).toBe(e.position);
      // A time without a duration (0: not known yet) keeps the one known before.
      expect(s.context.duration).toBe(e.duration > 0 ? e.duration : (seen?.duration ?? 0));
      expect(s.context.maxPosition).toBe(Math.max(seen?.maxPosition ?? 0, e.position));
      // A trial clip never completes the video.
      if (s.context.duration > 0 && e.position >= (DURATION * PASS) / 100 && !s.context.trial)
        expect(s.context.completed).toBe(1);
      else expect(s.context.completed).toBe(before);
      expect(rec.inStep()).toEqual([]);
      return;
    }
    case 'player.seeking': {
      const e = eventOf<{ position: number }>(rec);
      if (rec.callsInStep('seekTo').length > 0) {
        // Restricted and not completed: a seek past the furthest watched position goes back to it.
        expect(s.context.restrictSeek).toBe(true);
        expect(s.context.completed).toBe(0);
        expect(e.position).toBeGreaterThan(s.context.maxPosition);
        expect(s.context.position).toBe(s.context.maxPosition);
        expect(rec.callsInStep('seekTo')).toEqual([{ position: s.context.maxPosition }]);
      } else {
        expect(s.context.position).toBe(e.position);
        expect(
          s.context.restrictSeek && s.context.completed === 0 && e.position > s.context.maxPosition,
        ).toBe(false);
      }
      return;
    }
    case 'page.hide':
      // Tab hidden or page closing: the current position leaves with a keepalive request.
      expect(rec.inStep()).toEqual(['flushRecord']);
      expect(rec.callsInStep('flushRecord')).toEqual([recordOf(s)]);
      return;
  }
}

const isSavedRecord = (v: unknown): v is WatchRecord => v !== null && typeof v === 'object';

const meaning: Meaning<typeof watchProgressMachine> = {
  loading: (s, rec) => {
    expect(rec.via).toBe('init');
    expect(rec.running()).toEqual(['loadRecord']);
    expect(rec.starts('loadRecord')).toEqual([{ videoId: VIDEO_ID }]);
    expect(s.context.resumeAt).toBe(0);
  },
  'watching.ready': (s, rec) => {
    common(s, rec);
    expect(rec.calls('saveRecord')).toEqual([]);
    expect(rec.timers()).toEqual([]);
    if (rec.via === 'done:loadRecord') {
      const saved = (rec.step?.event as unknown as { output: unknown }).output;
      if (isSavedRecord(saved)) {
        // Resume from the saved position; a trial rewinds 10 s (the sample is past 10 s).
        expect(s.context.resumeAt).toBe(s.context.trial ? saved.watchPosition - 10 : saved.watchPosition);
        expect(s.context.maxPosition).toBe(saved.maxPosition);
        // Watched on an earlier visit: watched now, before playing.
        expect(s.context.completed).toBe(saved.completed);
        expect(watchedOf(s)).toBe(saved.completed === 1);
      } else {
        expect(s.context.resumeAt).toBe(0);
        expect(s.context.maxPosition).toBe(0);
      }
      expect(s.context.position).toBe(s.context.resumeAt);
    } else if (rec.via === 'error:loadRecord') {
      // The saved record could not be read: watching starts from the beginning.
      expect(s.context.resumeAt).toBe(0);
      expect(s.context.completed).toBe(0);
      expect(watchedOf(s)).toBe(false);
    }
  },
  'watching.playing.tick': (s, rec) => {
    common(s, rec);
    // A record is due within 3 s: at most 3 s of watching can be lost.
    expect(rec.timers()).toEqual(['recordInterval']);
    if (rec.via === 'player.play') {
      // The first play of the page sends the first-play record; a play after a pause does not.
      const fromReady = rec.history.at(-2)?.state === 'watching.ready';
      expect(rec.callsInStep('sendFirstPlay')).toEqual(fromReady ? [{ videoId: VIDEO_ID }] : []);
      expect(rec.calls('sendFirstPlay')).toHaveLength(1);
    }
    if (rec.via === 'after:recordInterval') {
      expect(rec.inStep()).toEqual(['saveRecord']);
      expect(rec.callsInStep('saveRecord')).toEqual([recordOf(s)]);
    }
  },
  'watching.playing.tock': (s, rec) => {
    common(s, rec);
    expect(rec.timers()).toEqual(['recordInterval']);
    if (rec.via === 'after:recordInterval') {
      expect(rec.inStep()).toEqual(['saveRecord']);
      expect(rec.callsInStep('saveRecord')).toEqual([recordOf(s)]);
      // Saved 3 s after the previous state was reached.
      const previous = rec.history.at(-2);
      expect(rec.now - (previous?.at ?? 0)).toBe(3000);
    }
  },
  'watching.paused': (s, rec) => {
    common(s, rec);
    expect(rec.timers()).toEqual([]);
    if (rec.via === 'player.pause') {
      expect(rec.inStep()).toEqual(['saveRecord']);
      expect(rec.callsInStep('saveRecord')).toEqual([recordOf(s)]);
    }
    if (rec.via === 'player.ended') {
      // The end is the whole duration when it is known (watched to the end); the record says so.
      const p = seenBefore.get(rec);
      if (s.context.duration > 0) {
        expect(s.context.position).toBe(s.context.duration);
        expect(s.context.maxPosition).toBe(Math.max(p?.maxPosition ?? 0, s.context.duration));
        if (!s.context.trial) expect(s.context.completed).toBe(1);
      } else {
        // An end before the player knew the duration moves nothing.
        expect(s.context.position).toBe(p?.position);
        expect(s.context.maxPosition).toBe(p?.maxPosition);
      }
      expect(rec.callsInStep('saveRecord')).toEqual([recordOf(s)]);
    }
  },
};

describeModel(watchProgressModel, meaning);
