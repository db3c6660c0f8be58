/**
 * The cookie that carries the session's token (000 §3, `radio_token`, decision 0008): written by the client,
 * and read by the server only to know that a page is asked for by someone logged in, whom it does not
 * render for (issue 32, server/web/static.ts).
 */
export const TOKEN_COOKIE = 'radio_token';

/** Whether a request's Cookie header carries a session token (any value: its validity is the API's to judge). */
export const hasTokenCookie = (cookieHeader: string | undefined): boolean =>
  cookieHeader !== undefined &&
  cookieHeader.split(';').some((part) => {
    // The name is what comes before the first '=', the value everything after it.
    const eq = part.indexOf('=');
    return eq !== -1 && part.slice(0, eq).trim() === TOKEN_COOKIE && part.slice(eq + 1).trim() !== '';
  });
