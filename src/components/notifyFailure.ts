import { isGloballyShown } from '../api/errors';
import { toast } from './toastStore';

/**
 * Shows a failed call's message as an error toast, unless the API client has already shown it
 * (session expired, not logged in, malformed answer): one failure, one toast.
 */
export const notifyFailure = (message: string) => {
  if (!isGloballyShown(message)) toast.error(message);
};
