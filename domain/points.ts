/**
 * Points rules (001 §5, §9): the constants and the pure arithmetic; the ledger is the server's.
 */

/** 001 §9: binding a phone gives 50 points. */
export const BIND_PHONE_POINTS = 50;
/** 001 §9: sign-in runs in streaks of 7 days … */
export const SIGN_IN_STREAK_DAYS = 7;
/** … and a full streak gives 10 bonus points. */
export const SIGN_IN_STREAK_BONUS = 10;

/** What redeeming a video costs: scoreCurrPrice, absent or negative meaning free. */
export const redeemPrice = (scoreCurrPrice: number | null | undefined): number =>
  Math.max(0, scoreCurrPrice ?? 0);

/** A video is free when it costs nothing to redeem. */
export const isFree = (scoreCurrPrice: number | null | undefined): boolean =>
  redeemPrice(scoreCurrPrice) === 0;

/** Whether the available points pay for a redeem. */
export const canAfford = (availableScore: number, scoreCurrPrice: number | null | undefined): boolean =>
  availableScore >= redeemPrice(scoreCurrPrice);
