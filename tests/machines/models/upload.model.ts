import { uploadMachine, type UploadedFile, type UploadSource } from '../../../machines/upload.machine';
import type { ModelConfig } from '../traversal';

export const FILE: UploadSource = { name: '影像科普.mp4', size: 4_000_000 };
export const UPLOAD_URL = '/api/science/tus/abc123';
export const STORED: UploadedFile = {
  url: '/media/uploads/k3j2.mp4',
  fileName: '影像科普.mp4',
  fileSize: 4_000_000,
};
export const REFUSED = '文件内容与扩展名不符，请上传真实的MP4文件';
/** Two progress samples 1 s apart: 1 MB, then 3 MB sent. */
export const FIRST = { bytesSent: 1_000_000, bytesTotal: 4_000_000, at: 10_000 };
export const SECOND = { bytesSent: 3_000_000, bytesTotal: 4_000_000, at: 11_000 };
/** Instead of SECOND: 1 s later and nothing more sent (a stalled connection): the speed is 0. */
export const STALLED = { bytesSent: 1_000_000, bytesTotal: 4_000_000, at: 11_000 };
/** A third sample, 1 s after the second: 0.5 MB more, smoothed with the speed before it. */
export const THIRD = { bytesSent: 3_500_000, bytesTotal: 4_000_000, at: 12_000 };

/**
 * One upload: start, progress samples (the first sets the baseline, the second gives a speed, 0 when
 * stalled, the third is smoothed with it), the server's address of the upload, pause/resume, cancel (discarding what the server holds), the server's
 * answer or refusal, then the next file or back to idle.
 */
export const uploadModel: ModelConfig<typeof uploadMachine> = {
  machine: uploadMachine,
  file: 'machines/upload.machine.ts',
  events: {
    'upload.start': [{ file: FILE }],
    'upload.pause': [{}],
    'upload.resume': [{}],
    'upload.cancel': [{}],
    'upload.reset': [{}],
    'transfer.created': [{ uploadUrl: UPLOAD_URL }],
    // The baseline; then a second sample (bytes sent, or none: stalled); then a third one (and again: no time passed).
    'transfer.progress': (s) => {
      if (s.context.sample === null) return [FIRST];
      return s.context.sample.at === FIRST.at ? [SECOND, STALLED] : [THIRD];
    },
    'transfer.done': [{ file: STORED }],
    'transfer.failed': [{ message: REFUSED }],
  },
  sentBy: {
    'transfer.created': 'transfer',
    'transfer.progress': 'transfer',
    'transfer.done': 'transfer',
    'transfer.failed': 'transfer',
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.uploadUrl !== null,
      s.context.sample !== null,
      s.context.speed,
      s.context.result !== null,
      s.context.error,
    ]),
};
