/**
 * Mobile browsers go to the mobile site (000 §1) when `VITE_MOBILE_SITE_URL` is set (design §9).
 * Tablets count as mobile, as phones do; desktop browsers never match.
 */
const MOBILE_UA =
  /Android|iPhone|iPod|iPad|Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini|Opera Mobi|HarmonyOS|\bMobile\b/i;

export const isMobileUserAgent = (userAgent: string): boolean => MOBILE_UA.test(userAgent);

/** Where to send this browser, or null to stay. */
export const mobileRedirectTarget = (userAgent: string, mobileSiteUrl: string | null): string | null =>
  mobileSiteUrl !== null && isMobileUserAgent(userAgent) ? mobileSiteUrl : null;
