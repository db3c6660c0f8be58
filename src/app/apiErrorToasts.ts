import { onApiError } from '../api/apiErrors';
import { toast } from '../components/toastStore';

/** Start-up wiring: what the api client reports is shown as an error toast. Returns the unsubscribe. */
export const showApiErrorsAsToasts = (): (() => void) => onApiError((message) => toast.error(message));
