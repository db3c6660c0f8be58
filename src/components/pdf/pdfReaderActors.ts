import { fromPromise } from 'xstate';
import { pdfReaderMachine } from '../../../machines/pdfReader.machine';
import type { PDFDocumentLoadingTask, PDFDocumentProxy, TextLayer } from './pdfjs';

export interface LoadedPdf {
  doc: PDFDocumentProxy;
  TextLayer: typeof TextLayer;
  /** Height / width of the first page (the placeholders' shape). */
  ratio: number;
}

/**
 * The reader machine with pdf.js as its `loadDocument`: pdf.js is imported on first use (its own chunk);
 * the opened document goes to `onLoaded`; `destroy()` ends a load or a document when the reader closes.
 */
export function createPdfReaderLogic(onLoaded: (loaded: LoadedPdf) => void) {
  let task: PDFDocumentLoadingTask | null = null;
  let destroyed = false;
  const logic = pdfReaderMachine.provide({
    actors: {
      loadDocument: fromPromise<{ numPages: number }, { url: string }>(async ({ input }) => {
        const lib = await import('./pdfjs');
        if (destroyed) throw new Error('closed');
        task = lib.openPdf(input.url);
        const doc = await task.promise;
        const size = (await doc.getPage(1)).getViewport({ scale: 1 });
        onLoaded({ doc, TextLayer: lib.TextLayer, ratio: size.height / size.width });
        return { numPages: doc.numPages };
      }),
    },
  });
  return {
    logic,
    destroy: () => {
      destroyed = true;
      void task?.destroy();
    },
  };
}
