/**
 * A block the browser lays out only when it comes near the viewport (`content-visibility: auto`), its height
 * `estimatePx` until then and the last one it had once drawn (issue 32: Lighthouse counts every task past
 * 50 ms after the first paint as blocking, and laying out a whole page's worth of cards and rows at once was
 * the longest of them on the home page and the contest's). Its content stays in the page, the accessibility
 * tree and find-in-page.
 */
export const layoutWhenNear = (estimatePx: number) =>
  ({ contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatePx}px` }) as const;

/**
 * Set on `<html>` while something must measure the page as it really is (an anchor scroll: a block not yet
 * laid out has only its estimate, and the scroll would land short): every such block is laid out (BaseStyles).
 */
export const ALL_LAID_OUT = 'data-all-laid-out';
