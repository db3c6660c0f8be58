import { createBrowserInspector } from '@statelyai/inspect';

/**
 * The XState inspector of a development build started with VITE_XSTATE_INSPECT=1 (decision 0015). It opens
 * Stately's inspector in a second window (allow the pop-up for this site once) and receives every actor the
 * app creates, with its events and context. Reached only through the wrappers beside this file, which
 * vite.config.ts substitutes for `xstate` and `@xstate/react` in the dev server alone: a production build
 * never includes it.
 */
export const inspector = createBrowserInspector();
