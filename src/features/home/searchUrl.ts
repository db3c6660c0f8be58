/** The global search page for a keyword (000 §2.2), or null when there is nothing to search. */
export const searchUrl = (keyword: string): string | null => {
  const k = keyword.trim();
  return k === '' ? null : `/search?keyword=${encodeURIComponent(k)}`;
};
