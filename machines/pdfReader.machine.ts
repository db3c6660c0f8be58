import { assign, fromPromise, setup } from 'xstate';
import { errorText } from './errorText';

/**
 * The PDF reader (001 §2 journal preview and /eduMetting, §8, §9; design §10): no file → 暂无内容; else the
 * document loads; the first 4 pages are put in the page list, then 4 more each time the reader scrolls near
 * the end (`reader.nearEnd`, from the view's sentinel), until all pages are listed. A failed load, or a
 * page that cannot be drawn, ends in 预览加载失败，请重新打开！. Which listed pages hold a canvas is the
 * view's business (only those near the viewport): the machine counts pages, it never holds the document.
 */
export const PDF_BATCH = 4;

export interface PdfReaderContext {
  /** The address to load; '' when there is no file. */
  url: string;
  /** Pages of the document (0 until it loaded). */
  total: number;
  /** Pages put in the list so far (1 … total). */
  shown: number;
  error: string | null;
}

export type PdfReaderEvent = { type: 'reader.nearEnd' } | { type: 'reader.pageFailed'; message: string };

const batchAfter = (shown: number, total: number) => Math.min(shown + PDF_BATCH, total);

export const pdfReaderMachine = /* @__PURE__ */ setup({
  types: {
    input: {} as { url: string | null },
    context: {} as PdfReaderContext,
    events: {} as PdfReaderEvent,
  },
  // Stryker disable all: the default actor only stands in until the app's provide() and the tests' stubs replace it
  actors: {
    /** Opens the document (pdf.js getDocument); answers its page count. */
    loadDocument: fromPromise<{ numPages: number }, { url: string }>(async () => {
      throw new Error('loadDocument not provided');
    }),
  },
  // Stryker restore all
  guards: {
    hasFile: ({ context }) => context.url !== '',
    /** The loaded document fits in the first batch. */
    fitsFirstBatch: (_, { numPages }: { numPages: number }) => numPages <= PDF_BATCH,
    /** The next batch lists the last page. */
    lastBatch: ({ context }) => context.shown + PDF_BATCH >= context.total,
  },
}).createMachine({
  id: 'pdfReader',
  context: ({ input }) => ({ url: input.url ?? '', total: 0, shown: 0, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasFile', target: 'loading' }, { target: 'noFile' }],
    },
    /** 暂无内容. */
    noFile: { type: 'final' },
    loading: {
      invoke: {
        src: 'loadDocument',
        input: ({ context }) => ({ url: context.url }),
        onDone: [
          {
            guard: { type: 'fitsFirstBatch', params: ({ event }) => ({ numPages: event.output.numPages }) },
            target: 'ready.complete',
            actions: assign({
              total: ({ event }) => event.output.numPages,
              shown: ({ event }) => event.output.numPages,
            }),
          },
          {
            target: 'ready.reading',
            actions: assign({
              total: ({ event }) => event.output.numPages,
              shown: PDF_BATCH,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      initial: 'reading',
      on: {
        'reader.pageFailed': {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.message }),
        },
      },
      states: {
        /** Some pages listed; more come when the reader nears the end. */
        reading: {
          on: {
            'reader.nearEnd': [
              {
                guard: 'lastBatch',
                target: 'complete',
                actions: assign({ shown: ({ context }) => context.total }),
              },
              { actions: assign({ shown: ({ context }) => batchAfter(context.shown, context.total) }) },
            ],
          },
        },
        /** Every page listed. */
        complete: {},
      },
    },
    /** 预览加载失败，请重新打开！ */
    failed: { type: 'final' },
  },
});
