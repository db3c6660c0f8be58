import { getToken } from './session';

/**
 * POST a JSON body with `fetch(..., { keepalive: true })`, which the browser still delivers after the page
 * is hidden or closed (sendBeacon cannot carry the bearer token). Without a session nothing is sent.
 */
export function postKeepalive(url: string, body: unknown): void {
  const token = getToken();
  if (token === null) return;
  void fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch(() => {});
}
