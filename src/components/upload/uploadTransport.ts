import { createContext } from 'react';
import { fromCallback, type CallbackActorLogic } from 'xstate';
import type { TransferInput, UploadEvent } from '../../../machines/upload.machine';
import { discardUpload, sendResumable } from '../../api/upload';

/** How an UploadField sends files: the machine's `transfer` actor and the discard of a cancelled upload. */
export interface UploadTransport {
  transfer: CallbackActorLogic<UploadEvent, TransferInput>;
  discard: (uploadUrl: string | null) => void;
}

/**
 * The upload machine's `transfer` over tus (src/api/upload.ts): the transfer's reports as the machine's
 * events, progress samples stamped with `now` (time as data for the speed); stopping the actor aborts the
 * requests and keeps the upload on the server.
 */
export const createTusTransfer = (
  now: () => number = () => performance.now(),
  send: typeof sendResumable = sendResumable,
) =>
  fromCallback<UploadEvent, TransferInput>(({ input, sendBack }) =>
    send(input.file as File, input.uploadUrl, {
      created: (uploadUrl) => sendBack({ type: 'transfer.created', uploadUrl }),
      progress: (bytesSent, bytesTotal) =>
        sendBack({ type: 'transfer.progress', bytesSent, bytesTotal, at: now() }),
      done: (file) => sendBack({ type: 'transfer.done', file }),
      failed: (message) => sendBack({ type: 'transfer.failed', message }),
    }),
  );

/** tus over the portal's endpoint. */
export const tusTransport: UploadTransport = { transfer: createTusTransfer(), discard: discardUpload };

/** The transport of the fields below (tests provide a fake one). */
export const UploadTransportContext = createContext<UploadTransport>(tusTransport);
