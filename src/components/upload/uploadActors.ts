import { uploadMachine, type UploadedFile } from '../../../machines/upload.machine';
import { uploadMsg } from '../../text/upload';
import { notifyFailure } from '../notifyFailure';
import { toast } from '../toastStore';
import type { UploadTransport } from './uploadTransport';

export interface UploadHandlers {
  onUploaded: (file: UploadedFile) => void;
  onFailed?: (message: string) => void;
}

/**
 * The upload machine with the app's side effects: the transport's transfer and discard; a finished upload
 * says so and goes to the caller's `onUploaded`; a failure shows the server's message (unless the API
 * client did) and goes to `onFailed`. The caller's handlers are attached with `listen` (the latest ones
 * win), so the logic itself is created once.
 */
export function createUploadLogic(transport: UploadTransport) {
  let handlers: UploadHandlers | null = null;
  const logic = uploadMachine.provide({
    actors: { transfer: transport.transfer },
    actions: {
      discard: (_, { uploadUrl }) => transport.discard(uploadUrl),
      notifyDone: (_, { file }) => {
        toast.success(uploadMsg.done(file.fileName));
        handlers?.onUploaded(file);
      },
      notifyFailed: (_, { message }) => {
        notifyFailure(message);
        handlers?.onFailed?.(message);
      },
    },
  });
  const listen = (next: UploadHandlers) => {
    handlers = next;
    return () => {
      if (handlers === next) handlers = null;
    };
  };
  return { logic, listen };
}
