/**
 * The news codes of the home page and /announcement (000 §9: newsList's `type`), and the home banner's
 * slideshow category.
 */

/** The home page's 10 top items. */
export const NEWS_TOP_TYPE = 1 as const;
/** The home page's scrolling items; /announcement lists the same type (one cache entry for both). */
export const NEWS_SCROLL_TYPE = 2 as const;
export const ANNOUNCEMENT_TYPE = NEWS_SCROLL_TYPE;

/** The slideshow category code of the home banner, and how many slides it shows. */
export const HOME_BANNER_KEY = 'homepage';
export const HOME_BANNER_SLIDES = 3;
