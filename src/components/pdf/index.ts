/** The PDF reader (design §10): one component for journals, education meetings and works. */
export { PdfReader } from './PdfReader';
export { PdfReaderView, type PdfReaderStatus } from './PdfReaderView';
