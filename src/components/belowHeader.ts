/** The CSS variable the sticky header keeps its own height in (set by `src/app/shell/Header.tsx`). */
export const HEADER_HEIGHT_VAR = '--app-header-height';

/** `top` for sticky parts of a page (the exam's timer bar) that must stay below the sticky header. */
export const belowHeader = `var(${HEADER_HEIGHT_VAR}, 0px)`;

/** `scroll-margin-top` for a section scrolled to (an anchor, focus): it stops just below the sticky header. */
export const belowHeaderScrollMargin = `calc(${belowHeader} + 16px)`;
