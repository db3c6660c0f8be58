import { createHmac } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** A signature lives 7 days (Tencent's usual choice). */
export const USER_SIG_TTL_S = 7 * 24 * 3600;

/**
 * Tencent Chat's TLSSigAPIv2 userSig: HMAC-SHA256 over the identifier, app id, time and expiry with
 * the app's secret key, packed as zlib-deflated JSON in URL-safe base64 (`+`→`*`, `/`→`-`, `=`→`_`).
 * Without a configured secret the reference server signs with a local key: the socket.io chat does
 * not need a signature, but the call answers the same shape.
 */
export function genUserSig(
  sdkAppId: number,
  secretKey: string,
  identifier: string,
  nowS: number,
  expireS = USER_SIG_TTL_S,
): string {
  const content =
    `TLS.identifier:${identifier}\nTLS.sdkappid:${sdkAppId}\n` + `TLS.time:${nowS}\nTLS.expire:${expireS}\n`;
  const sig = createHmac('sha256', secretKey).update(content).digest('base64');
  const doc = {
    'TLS.ver': '2.0',
    'TLS.identifier': identifier,
    'TLS.sdkappid': sdkAppId,
    'TLS.expire': expireS,
    'TLS.time': nowS,
    'TLS.sig': sig,
  };
  return deflateSync(Buffer.from(JSON.stringify(doc)))
    .toString('base64')
    .replace(/\+/g, '*')
    .replace(/\//g, '-')
    .replace(/=/g, '_');
}
