import type { NewsItem } from '../../schemas/home';

/** Items listed per page of /announcement, below the featured first item. */
export const NEWS_PAGE_SIZE = 10;

export interface NewsPage {
  /** The list's first item, featured on the first page only (000 §2.2). */
  featured: NewsItem | null;
  items: NewsItem[];
  /** The page shown, clamped to the pages there are (1-based). */
  page: number;
  pageCount: number;
}

/** Page `page` of the news list: the first item featured on page 1, the rest in pages of NEWS_PAGE_SIZE. */
export function newsPage(rows: readonly NewsItem[], page: number): NewsPage {
  const [first = null, ...rest] = rows;
  const pageCount = Math.max(1, Math.ceil(rest.length / NEWS_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pageCount);
  return {
    featured: shown === 1 ? first : null,
    items: rest.slice((shown - 1) * NEWS_PAGE_SIZE, shown * NEWS_PAGE_SIZE),
    page: shown,
    pageCount,
  };
}
