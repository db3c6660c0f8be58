/**
 * Passwords of live sessions and live rooms (000 §3, 001 §3): `hasPass` '1' means no password; anything
 * else means one is verified first. A room's `passVerified` '1' means this viewer has entered it already.
 */
export const NO_PASSWORD = '1';
export const PASS_VERIFIED = '1';

/** A live room whose password this viewer still has to enter (a room that does not say has none). */
export const needsPassword = (room: { hasPass?: string; passVerified?: string }): boolean =>
  (room.hasPass ?? NO_PASSWORD) !== NO_PASSWORD && room.passVerified !== PASS_VERIFIED;
