/**
 * The spec's account constants (000 §9), in a module that imports nothing, so code that must stay
 * small (the session store on the entry chunk) can use them without pulling in zod.
 */

/** Every profile text input is limited to 20 characters. */
export const PROFILE_MAX = 20;
/** Cooldown between two SMS codes to one phone. */
export const SMS_COOLDOWN_MS = 60_000;
/** Binding a phone earns this many points, once. */
export const PHONE_BIND_POINTS = 50;
/** The token cookie lives 10 days. */
export const TOKEN_DAYS = 10;
