/**
 * The spec's account constants (000 §9), in a module that imports nothing, so code that must stay
 * small (the session store on the entry chunk) can use them without pulling in zod.
 */

/** Every profile text input is limited to 20 characters. */
export const PROFILE_MAX = 20;
/**
 * Invite codes (001 §3 myInviteCode, otherInviteCode): 8 characters from an alphabet without look-alikes
 * (no 0 O 1 I L), so a code read aloud or copied by hand is typed right. The server derives each user's
 * (server/migrations/014_invite_codes.sql); docs/decisions/0041.
 */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
/** A mainland mobile number: 11 digits starting with 1 (every phone field of the portal). */
export const MOBILE_PHONE = /^1\d{10}$/;
/** Cooldown between two SMS codes to one phone. */
export const SMS_COOLDOWN_MS = 60_000;
/** Binding a phone earns this many points, once. */
export const PHONE_BIND_POINTS = 50;
/** The token cookie lives 10 days. */
export const TOKEN_DAYS = 10;

/** Field data (issue 12): the Core Web Vitals a browser reports, and their ratings. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
/** At most this many metrics travel in one report (a page view has five at most, plus updates). */
export const VITALS_PER_REPORT = 10;
/** The server's body limit for a report, in bytes: ten metrics are far below it. */
export const VITALS_BODY_LIMIT = 4096;
