import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { workFileKind } from '../../domain/fileKind';
import { currentFile, type worksViewerMachine } from '../../machines/worksViewer.machine';
import { PDF, PICTURE, UNTYPED, VIDEO, VIDEO_2, worksViewerModel } from './models/worksViewer.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof worksViewerMachine>;
const loaded = { type: 'viewer.loaded' } as const;
const failed = { type: 'viewer.failed' } as const;
const play = { type: 'viewer.play' } as const;

/** The index the step selected (the event's), or null when the state was reached otherwise. */
const selected = (rec: Recorder): number | null =>
  rec.via.startsWith('viewer.select') ? (rec.step?.event as unknown as { index: number }).index : null;

/** The file index each path showed at its previous check (meanings run in path order). */
const lastIndex = new WeakMap<Recorder, number>();

/**
 * Common to every state: the file shown is the one selected last, its kind the rule's, nothing runs.
 * Answers whether the step was a selection the machine ignored (the file shown, or outside the list).
 */
const showing = (s: Snap, rec: Recorder): boolean => {
  const before = lastIndex.get(rec) ?? 0;
  lastIndex.set(rec, s.context.index);
  const index = selected(rec);
  const inList = index !== null && index >= 0 && index < s.context.files.length;
  const ignored = index !== null && (!inList || index === before);
  if (ignored) {
    // Nothing moved: same file, same state as before the step, nothing done.
    expect(s.context.index).toBe(before);
    expect(rec.history.at(-2)?.state).toBe(rec.history.at(-1)?.state);
    expect(rec.inStep()).toEqual([]);
  } else if (index !== null) expect(s.context.index).toBe(index);
  else if (rec.via !== 'init') expect(s.context.index).toBe(before);
  const file = currentFile(s.context);
  if (s.context.files.length === 0) {
    expect(file).toBeUndefined();
    expect(s.context.index).toBe(0);
  } else {
    expect(file).toBe(s.context.files[s.context.index]);
    expect(s.context.kind).toBe(workFileKind(file!));
  }
  expect(rec.running()).toEqual([]);
  // The player plays by itself only the file the user pressed play on: a selection of another file
  // ends that.
  if (index !== null && !ignored) expect(s.context.autoPlay).toBe(false);
  if (s.context.autoPlay) {
    expect(s.context.started).toBe(true);
    expect(s.matches('video')).toBe(true);
    expect(rec.history.some((h) => h.via === 'viewer.play')).toBe(true);
  }
  // Play is pressed on a video's poster, nowhere else.
  expect(s.can(play)).toBe(s.matches({ video: 'poster' }));
  // Selecting the file already shown is no transition (nothing reloads); outside the list neither.
  expect(s.can({ type: 'viewer.select', index: s.context.index })).toBe(false);
  expect(s.can({ type: 'viewer.select', index: s.context.files.length })).toBe(false);
  expect(s.can({ type: 'viewer.select', index: -1 })).toBe(false);
  expect(s.can({ type: 'viewer.select', index: 0.5 })).toBe(false);
  // Every other file of the list can be selected from every state.
  for (let i = 0; i < s.context.files.length; i += 1)
    if (i !== s.context.index) expect(s.can({ type: 'viewer.select', index: i })).toBe(true);
  return ignored;
};

/** Reached by opening the file: the first render or a selection of another file. */
const opened = (rec: Recorder) => expect(rec.via === 'init' || selected(rec) !== null).toBe(true);

const meaning: Meaning<typeof worksViewerMachine> = {
  'picture.loading': (s, rec) => {
    showing(s, rec);
    opened(rec);
    expect(currentFile(s.context)).toBe(PICTURE);
    expect(s.can(loaded)).toBe(true);
    expect(s.can(failed)).toBe(true);
  },
  'picture.shown': (s, rec) => {
    if (!showing(s, rec)) expect(rec.via).toBe('viewer.loaded');
    expect(currentFile(s.context)).toBe(PICTURE);
    // Shown: a late report changes nothing.
    expect(s.can(failed)).toBe(false);
    expect(s.can(loaded)).toBe(false);
  },
  'picture.failed': (s, rec) => {
    if (!showing(s, rec)) expect(rec.via).toBe('viewer.failed');
    expect(currentFile(s.context)).toBe(PICTURE);
    expect(s.can(loaded)).toBe(false);
  },
  'video.poster': (s, rec) => {
    showing(s, rec);
    opened(rec);
    expect([VIDEO, VIDEO_2]).toContain(currentFile(s.context));
    // No player yet: the user has not started one in this viewer; nothing can fail.
    expect(s.context.started).toBe(false);
    expect(s.context.autoPlay).toBe(false);
    expect(s.can(failed)).toBe(false);
    expect(s.can(loaded)).toBe(false);
  },
  'video.shown': (s, rec) => {
    const ignored = showing(s, rec);
    expect([VIDEO, VIDEO_2]).toContain(currentFile(s.context));
    expect(s.context.started).toBe(true);
    if (!ignored && rec.via === 'viewer.play') {
      // Pressed play on the poster: the player plays this file as it loads.
      expect(s.context.autoPlay).toBe(true);
      expect(rec.history.at(-2)?.state).toContain('poster');
    } else if (!ignored) {
      // Another video after the player was started: shown at once, not playing by itself.
      opened(rec);
      expect(s.context.autoPlay).toBe(false);
    }
    expect(s.can(failed)).toBe(true);
    // The player reports no "loaded": it shows its own spinner.
    expect(s.can(loaded)).toBe(false);
  },
  'video.failed': (s, rec) => {
    if (!showing(s, rec)) expect(rec.via).toBe('viewer.failed');
    expect([VIDEO, VIDEO_2]).toContain(currentFile(s.context));
    expect(s.can(failed)).toBe(false);
  },
  pdf: (s, rec) => {
    showing(s, rec);
    opened(rec);
    expect(currentFile(s.context)).toBe(PDF);
    // The PDF reader owns its loading and failure.
    expect(s.can(loaded)).toBe(false);
    expect(s.can(failed)).toBe(false);
  },
  none: (s, rec) => {
    showing(s, rec);
    opened(rec);
    expect(s.context.kind).toBe('none');
    // 暂无内容: a work without files, or a file without a type.
    if (s.context.files.length > 0) expect(currentFile(s.context)).toBe(UNTYPED);
    expect(s.can(loaded)).toBe(false);
    expect(s.can(failed)).toBe(false);
  },
};

describeModel(worksViewerModel, meaning);
