import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { uploadMachine } from '../../machines/upload.machine';
import {
  FILE,
  FIRST,
  REFUSED,
  SECOND,
  STALLED,
  STORED,
  THIRD,
  UPLOAD_URL,
  uploadModel,
} from './models/upload.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof uploadMachine>;
const start = { type: 'upload.start', file: FILE } as const;
/** The snapshot each path showed before this step (the speed is smoothed with the one before). */
const before = new WeakMap<Recorder, Snap>();

/** The progress a fresh upload shows: nothing sent, no speed, the file's size as the total. */
const freshProgress = (s: Snap) => {
  expect(s.context.file).toEqual(FILE);
  expect(s.context.bytesSent).toBe(0);
  expect(s.context.bytesTotal).toBe(FILE.size);
  expect(s.context.speed).toBeNull();
  expect(s.context.secondsLeft).toBeNull();
  expect(s.context.result).toBeNull();
  expect(s.context.error).toBeNull();
};

const meaning: Meaning<typeof uploadMachine> = {
  idle: (s, rec) => {
    expect(rec.running()).toEqual([]);
    expect(s.can(start)).toBe(true);
    expect(s.can({ type: 'upload.pause' })).toBe(false);
    if (rec.via === 'init') {
      expect(s.context.file).toBeNull();
      expect(rec.log).toEqual([]);
    } else {
      // Back from done, failed or cancelled: nothing happens, the field waits for a file.
      expect(rec.via).toBe('upload.reset');
      expect(rec.inStep()).toEqual([]);
    }
  },
  uploading: (s, rec) => {
    expect(rec.running()).toEqual(['transfer']);
    expect(s.can({ type: 'upload.pause' })).toBe(true);
    expect(s.can({ type: 'upload.resume' })).toBe(false);
    expect(s.can(start)).toBe(false);
    switch (rec.via) {
      case 'upload.start':
        freshProgress(s);
        expect(rec.startsInStep('transfer')).toEqual([{ file: FILE, uploadUrl: null }]);
        return;
      case 'upload.resume':
        // The transfer starts again, with the upload's address when the server gave one, so it continues.
        expect(rec.startsInStep('transfer')).toEqual([{ file: FILE, uploadUrl: s.context.uploadUrl }]);
        expect(s.context.speed).toBeNull();
        expect(s.context.sample).toBeNull();
        return;
      case 'transfer.created':
        expect(s.context.uploadUrl).toBe(UPLOAD_URL);
        expect(rec.inStep()).toEqual([]);
        return;
      case 'transfer.progress': {
        expect(rec.inStep()).toEqual([]);
        const e = rec.step?.event as unknown as typeof FIRST;
        expect(s.context.bytesSent).toBe(e.bytesSent);
        expect(s.context.sample).toEqual({ at: e.at, bytes: e.bytesSent });
        const p = before.get(rec)!;
        if (e.at === FIRST.at) {
          // The first sample since (re)starting is only a baseline.
          expect(s.context.speed).toBeNull();
          expect(s.context.secondsLeft).toBeNull();
        } else if (e.bytesSent === SECOND.bytesSent) {
          expect(e).toMatchObject(SECOND);
          // 2 MB in 1 s; 1 MB left → 1 s.
          expect(s.context.speed).toBe(2_000_000);
          expect(s.context.secondsLeft).toBe(1);
        } else if (e.bytesSent === STALLED.bytesSent) {
          expect(e).toMatchObject(STALLED);
          // Nothing sent in 1 s: the speed is 0 and no time left can be told.
          expect(s.context.speed).toBe(0);
          expect(s.context.secondsLeft).toBeNull();
        } else {
          expect(e).toMatchObject(THIRD);
          if (p.context.sample?.at === THIRD.at) {
            // The same sample again (no time passed): the speed and the time left stay.
            expect(s.context.speed).toBe(p.context.speed);
            expect(s.context.secondsLeft).toBe(p.context.secondsLeft);
          } else {
            // 2.5 MB (after the stall) or 0.5 MB (after 2 MB/s) in the last second, weighed 0.3 against the
            // speed before: 0 + 0.3 × 2.5 MB/s, or 2 MB/s + 0.3 × (0.5 − 2) MB/s; 0.5 MB left → 1 s.
            expect(s.context.speed).toBeCloseTo(p.context.speed === 0 ? 750_000 : 1_550_000, 3);
            expect(s.context.secondsLeft).toBe(1);
          }
        }
        return;
      }
      default:
        throw new Error(`unexpected way into uploading: ${rec.via}`);
    }
  },
  paused: (s, rec) => {
    expect(rec.via).toBe('upload.pause');
    expect(rec.inStep()).toEqual(['stop:transfer']);
    expect(rec.running()).toEqual([]);
    // What was sent stays; the speed is unknown until the transfer runs again.
    expect(s.context.speed).toBeNull();
    expect(s.context.secondsLeft).toBeNull();
    expect(s.can({ type: 'upload.resume' })).toBe(true);
    expect(s.can(start)).toBe(false);
  },
  done: (s, rec) => {
    expect(rec.via).toBe('transfer.done');
    expect(rec.inStep()).toEqual(['notifyDone', 'stop:transfer']);
    expect(rec.callsInStep('notifyDone')).toEqual([{ file: STORED }]);
    expect(s.context.result).toEqual(STORED);
    expect(s.context.bytesSent).toBe(s.context.bytesTotal);
    expect(s.context.secondsLeft).toBe(0);
    expect(s.can(start)).toBe(true);
  },
  failed: (s, rec) => {
    expect(rec.via).toBe('transfer.failed');
    expect(rec.inStep()).toEqual(['notifyFailed', 'stop:transfer']);
    expect(rec.callsInStep('notifyFailed')).toEqual([{ message: REFUSED }]);
    expect(s.context.error).toBe(REFUSED);
    expect(s.context.result).toBeNull();
    expect(rec.running()).toEqual([]);
    expect(s.can(start)).toBe(true);
  },
  cancelled: (s, rec) => {
    expect(rec.via).toBe('upload.cancel');
    // From uploading the transfer stops too; either way the server's copy is discarded.
    const from = rec.history.at(-2)?.state;
    expect(rec.inStep()).toEqual(from === 'uploading' ? ['discard', 'stop:transfer'] : ['discard']);
    expect(['uploading', 'paused']).toContain(from);
    expect(rec.callsInStep('discard')).toEqual([{ uploadUrl: s.context.uploadUrl }]);
    expect(rec.running()).toEqual([]);
    expect(s.context.result).toBeNull();
    expect(s.can(start)).toBe(true);
  },
};

describeModel(
  uploadModel,
  Object.fromEntries(
    Object.entries(meaning).map(([key, check]) => [
      key,
      (s: Snap, rec: Recorder) => {
        check(s, rec);
        before.set(rec, s);
      },
    ]),
  ),
);
