/**
 * The api client's one outward arrow: it reports the failures the user should hear about (a
 * message from the catalogue or the server) and the app decides how to show them (src/app
 * subscribes the toaster at start-up). The client never imports UI.
 */
export type ApiErrorListener = (message: string) => void;

const listeners = new Set<ApiErrorListener>();

/** Hears every reported failure until the returned function is called. */
export const onApiError = (listener: ApiErrorListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Tells every listener; with none the failure is still thrown to the caller, only not shown. */
export const reportApiError = (message: string): void => {
  for (const listener of listeners) listener(message);
};
