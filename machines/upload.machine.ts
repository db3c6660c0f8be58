import { assign, fromCallback, setup } from 'xstate';

/**
 * One file's upload (design §10, issue 16; decision 0049): idle → uploading (progress) ⇄ paused →
 * done / failed / cancelled, and from those back to idle or on to the next file. The transfer is an
 * invoked callback actor (`transfer`, tus in the app) that reports what happens as events; pausing stops
 * it (the server keeps what arrived), resuming starts it again with the upload's address so it continues
 * from the server's offset; cancelling asks the app to discard the upload (`discard`). Speed and time
 * left come from the timestamps the progress events carry (time as data), never from a clock here.
 */

/** What the machine needs of a file (a browser `File` is one). */
export interface UploadSource {
  name: string;
  size: number;
}

/** A stored upload, as the server answers it (000 §7.4: fileUrl, fileName, fileSize). */
export interface UploadedFile {
  url: string;
  fileName: string;
  fileSize: number;
}

export interface UploadContext {
  file: UploadSource | null;
  /** The server's address of this upload once created (resuming continues it); null before. */
  uploadUrl: string | null;
  bytesSent: number;
  bytesTotal: number;
  /** Bytes per second, smoothed; null until two progress samples exist since the transfer (re)started. */
  speed: number | null;
  /** Whole seconds left at the current speed; null while the speed is unknown. */
  secondsLeft: number | null;
  /** The last progress sample (ms timestamp and bytes sent) since the transfer (re)started. */
  sample: { at: number; bytes: number } | null;
  result: UploadedFile | null;
  error: string | null;
}

export interface TransferInput {
  file: UploadSource;
  /** The upload to continue, or null to create one. */
  uploadUrl: string | null;
}

export type UploadEvent =
  | { type: 'upload.start'; file: UploadSource }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  | { type: 'upload.cancel' }
  | { type: 'upload.reset' }
  | { type: 'transfer.created'; uploadUrl: string }
  | { type: 'transfer.progress'; bytesSent: number; bytesTotal: number; at: number }
  | { type: 'transfer.done'; file: UploadedFile }
  | { type: 'transfer.failed'; message: string };

/** Weight of the newest sample in the smoothed speed. */
export const SPEED_SMOOTHING = 0.3;

/** The speed after a progress sample: the first one only sets the baseline. */
export function nextSpeed(
  previous: number | null,
  sample: { at: number; bytes: number } | null,
  at: number,
  bytes: number,
): number | null {
  if (sample === null || at <= sample.at) return previous;
  const now = ((bytes - sample.bytes) * 1000) / (at - sample.at);
  return previous === null ? now : previous + SPEED_SMOOTHING * (now - previous);
}

/** Whole seconds to send the rest at `speed`, null when the speed is unknown or zero. */
export const timeLeft = (remaining: number, speed: number | null): number | null =>
  (speed ?? 0) > 0 ? Math.ceil(Math.max(0, remaining) / speed!) : null;

const fresh = (file: UploadSource): Partial<UploadContext> => ({
  file,
  uploadUrl: null,
  bytesSent: 0,
  bytesTotal: file.size,
  speed: null,
  secondsLeft: null,
  sample: null,
  result: null,
  error: null,
});

export const uploadMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  // Stryker disable all: the default actor only stands in until the app's provide() and the tests' stubs replace it
  actors: {
    /** Sends the file; reports transfer.created / transfer.progress / transfer.done / transfer.failed. */
    transfer: fromCallback<UploadEvent, TransferInput>(() => () => {}),
  },
  // Stryker restore all
  actions: {
    /** Cancelled: the app discards what the server holds of the upload (tus DELETE) and forgets it. */
    discard: (_, _params: { uploadUrl: string | null }) => {},
    notifyDone: (_, _params: { file: UploadedFile }) => {},
    notifyFailed: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'upload',
  context: {
    file: null,
    uploadUrl: null,
    bytesSent: 0,
    bytesTotal: 0,
    speed: null,
    secondsLeft: null,
    sample: null,
    result: null,
    error: null,
  },
  initial: 'idle',
  states: {
    idle: {
      on: { 'upload.start': { target: 'uploading', actions: assign(({ event }) => fresh(event.file)) } },
    },
    uploading: {
      invoke: {
        src: 'transfer',
        // Entered only by upload.start, which keeps the file.
        input: ({ context }) => ({ file: context.file!, uploadUrl: context.uploadUrl }),
      },
      on: {
        'transfer.created': { actions: assign({ uploadUrl: ({ event }) => event.uploadUrl }) },
        'transfer.progress': {
          actions: assign(({ context, event }) => {
            const speed = nextSpeed(context.speed, context.sample, event.at, event.bytesSent);
            return {
              bytesSent: event.bytesSent,
              bytesTotal: event.bytesTotal,
              speed,
              secondsLeft: timeLeft(event.bytesTotal - event.bytesSent, speed),
              sample: { at: event.at, bytes: event.bytesSent },
            };
          }),
        },
        'transfer.done': {
          target: 'done',
          actions: [
            assign({
              result: ({ event }) => event.file,
              bytesSent: ({ context }) => context.bytesTotal,
              secondsLeft: 0,
            }),
            { type: 'notifyDone', params: ({ event }) => ({ file: event.file }) },
          ],
        },
        'transfer.failed': {
          target: 'failed',
          actions: [
            assign({ error: ({ event }) => event.message }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: event.message }) },
          ],
        },
        'upload.pause': {
          target: 'paused',
          actions: assign({ speed: null, secondsLeft: null, sample: null }),
        },
        'upload.cancel': 'cancelled',
      },
    },
    /** Nothing is sent; the server keeps what arrived. */
    paused: {
      on: {
        'upload.resume': 'uploading',
        'upload.cancel': 'cancelled',
      },
    },
    done: {
      on: {
        'upload.start': { target: 'uploading', actions: assign(({ event }) => fresh(event.file)) },
        'upload.reset': 'idle',
      },
    },
    failed: {
      on: {
        'upload.start': { target: 'uploading', actions: assign(({ event }) => fresh(event.file)) },
        'upload.reset': 'idle',
      },
    },
    cancelled: {
      entry: { type: 'discard', params: ({ context }) => ({ uploadUrl: context.uploadUrl }) },
      on: {
        'upload.start': { target: 'uploading', actions: assign(({ event }) => fresh(event.file)) },
        'upload.reset': 'idle',
      },
    },
  },
});
