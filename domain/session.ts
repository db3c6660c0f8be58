/**
 * The cookie that carries the session's token (000 §3, `radio_token`, decision 0008): written by the client,
 * and read by the server only to know that a page is asked for by someone logged in, whom it does not
 * render for (issue 32, server/web/static.ts).
 */
export const TOKEN_COOKIE = 'radio_token';

/** Whether a request's Cookie header carries a session token (any value: its validity is the API's to judge). */
export const hasTokenCookie = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((part) => {
    const [name, ...value] = part.split('=');
    return name?.trim() === TOKEN_COOKIE && value.join('=').trim() !== '';
  });
