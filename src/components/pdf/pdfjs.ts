/**
 * pdf.js, loaded only when a reader opens a document (its own chunk, never in the home route): the worker
 * is a module URL (design §8), eval is off (the CSP has no 'unsafe-eval'), and pages are fetched by range
 * on demand where the server allows it.
 */
import { getDocument, GlobalWorkerOptions, TextLayer } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
export { TextLayer };

export const openPdf = (url: string) =>
  getDocument({ url, isEvalSupported: false, disableAutoFetch: true, disableStream: false });
