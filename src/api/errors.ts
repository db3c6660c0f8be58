import { msg } from '../text/messages';

/** Why a call failed; `notified` says whether the client already reported it to the user (onApiError). */
export type ApiErrorKind =
  'business' | 'expired' | 'notLoggedIn' | 'timeout' | 'network' | 'http' | 'malformed' | 'canceled';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly notified: boolean,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server answered something the schema does not accept: the page shows the crash screen. */
export class MalformedResponseError extends ApiError {
  constructor(
    readonly url: string,
    readonly issues: string,
  ) {
    super(msg.app.malformed, 'malformed', true);
    this.name = 'MalformedResponseError';
  }
}

export const isMalformedResponse = (e: unknown): e is MalformedResponseError =>
  e instanceof MalformedResponseError;

export const errorMessage = (e: unknown): string =>
  e instanceof Error && e.message !== '' ? e.message : msg.api.unknown;

/** Messages the client itself always shows (so a caller reporting a failure must not repeat them). */
const globallyShown = new Set<string>([msg.api.expired, msg.api.notLoggedIn, msg.app.malformed]);
export const isGloballyShown = (message: string) => globallyShown.has(message);
