import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { PDF_BATCH, pdfReaderMachine } from '../../machines/pdfReader.machine';
import { BROKEN, PDF_URL, pdfReaderModel } from './models/pdfReader.model';
import { describeModel } from './runner';
import type { Meaning, Recorder } from './runner';

type Snap = SnapshotFrom<typeof pdfReaderMachine>;
const nearEnd = { type: 'reader.nearEnd' } as const;

/** How many pages the loaded document has (the stub's output on this path). */
const loadedPages = (rec: Recorder): number => {
  const done = rec.history.length > 0 ? rec.delivered('done:loadDocument') : [];
  return (done[0] as unknown as { output: { numPages: number } }).output.numPages;
};

/** A listed page count is always a whole number of batches, or the whole document. */
const listedAsBatches = (s: Snap) => {
  expect(s.context.shown === s.context.total || s.context.shown % PDF_BATCH === 0).toBe(true);
  expect(s.context.shown).toBeGreaterThan(0);
  expect(s.context.shown).toBeLessThanOrEqual(s.context.total);
};

const meaning: Meaning<typeof pdfReaderMachine> = {
  noFile: (s, rec) => {
    // 暂无内容: nothing is loaded.
    expect(rec.via).toBe('init');
    expect(s.context.url).toBe('');
    expect(rec.starts('loadDocument')).toEqual([]);
    expect(s.status).toBe('done');
  },
  loading: (s, rec) => {
    expect(rec.via).toBe('init');
    expect(rec.startsInStep('loadDocument')).toEqual([{ url: PDF_URL }]);
    expect(s.context.shown).toBe(0);
    expect(s.can(nearEnd)).toBe(false);
  },
  'ready.reading': (s, rec) => {
    const total = loadedPages(rec);
    expect(s.context.total).toBe(total);
    listedAsBatches(s);
    expect(s.context.shown).toBeLessThan(total);
    if (rec.via === 'done:loadDocument') {
      // The first 4 pages.
      expect(s.context.shown).toBe(PDF_BATCH);
    } else {
      // 4 more each time the reader nears the end.
      expect(rec.via).toBe('reader.nearEnd');
      expect(s.context.shown).toBe(PDF_BATCH * (rec.delivered('reader.nearEnd').length + 1));
    }
    expect(s.can(nearEnd)).toBe(true);
    expect(rec.running()).toEqual([]);
  },
  'ready.complete': (s, rec) => {
    const total = loadedPages(rec);
    expect(s.context.total).toBe(total);
    expect(s.context.shown).toBe(total);
    if (rec.via === 'done:loadDocument') expect(total).toBeLessThanOrEqual(PDF_BATCH);
    else {
      expect(rec.via).toBe('reader.nearEnd');
      expect(total).toBeGreaterThan(PDF_BATCH);
    }
    // Nothing more to list: nearing the end again changes nothing.
    expect(s.can(nearEnd)).toBe(false);
    expect(s.context.error).toBeNull();
  },
  failed: (s, rec) => {
    expect(s.status).toBe('done');
    expect(rec.running()).toEqual([]);
    if (rec.via === 'error:loadDocument') {
      expect(s.context.error).toBe('Invalid PDF structure.');
      expect(s.context.shown).toBe(0);
    } else {
      expect(rec.via).toBe('reader.pageFailed');
      expect(s.context.error).toBe(BROKEN);
      expect(s.context.shown).toBeGreaterThan(0);
    }
  },
};

describeModel(pdfReaderModel, meaning);

describe('the file address', () => {
  // The model's paths depend on the input; this says which addresses are opened and which show 暂无内容.
  const open = (url: string | null) => {
    const asked: string[] = [];
    const logic = pdfReaderMachine.provide({
      actors: {
        loadDocument: fromPromise<{ numPages: number }, { url: string }>(async ({ input }) => {
          asked.push(input.url);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(logic, { input: { url } }).start();
    const snapshot = actor.getSnapshot();
    actor.stop();
    return { asked, snapshot };
  };

  it('an address is opened: the document is asked for at that address', () => {
    const { asked, snapshot } = open(PDF_URL);
    expect(asked).toEqual([PDF_URL]);
    expect(snapshot.status).toBe('active');
  });

  it.each([null, ''])('no address (%j): nothing is asked for, and the reader ends at 暂无内容', (url) => {
    const { asked, snapshot } = open(url);
    expect(asked).toEqual([]);
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.url).toBe('');
  });
});
