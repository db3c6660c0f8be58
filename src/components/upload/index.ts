export { UploadField, type UploadFieldProps } from './UploadField';
export { UploadTransportContext, tusTransport, type UploadTransport } from './uploadTransport';
