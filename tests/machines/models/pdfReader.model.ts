import { pdfReaderMachine } from '../../../machines/pdfReader.machine';
import type { ModelConfig } from '../traversal';

export const PDF_URL = '/media/journals/guide-20.pdf';
export const BROKEN = '预览加载失败，请重新打开！';

/**
 * The PDF reader: no file, or a file that fails to load, fits the first batch (3 pages) or fills it exactly
 * (4), ends exactly on a batch (8) or needs two more batches with a short last one (10); a page that fails
 * to draw.
 */
export const pdfReaderModel: ModelConfig<typeof pdfReaderMachine> = {
  machine: pdfReaderMachine,
  file: 'machines/pdfReader.machine.ts',
  inputs: [{ url: PDF_URL }, { url: null }, { url: '' }],
  describeInput: (input) => `url=${input.url ?? '∅'}`,
  events: {
    'reader.nearEnd': [{}],
    'reader.pageFailed': [{ message: BROKEN }],
  },
  invoked: {
    loadDocument: {
      output: [{ numPages: 3 }, { numPages: 4 }, { numPages: 8 }, { numPages: 10 }],
      error: [new Error('Invalid PDF structure.')],
    },
  },
};
