import Pagination from '@mui/material/Pagination';
import { msg } from '../text/messages';

/** How many pages: `count` itself, or `total` rows in pages of `pageSize`. */
export type PagerSize = { count: number } | { total: number; pageSize: number };

export type PagerProps = PagerSize & {
  /** The shown page, 1-based. */
  page: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name (e.g. 期刊分页); default 分页. */
  label?: string;
  /** Scroll the window to the top on a page change (default); off where the page does it itself. */
  scrollToTop?: boolean;
};

export const pageCount = (size: PagerSize): number =>
  'count' in size ? size.count : Math.ceil(size.total / size.pageSize);

/** The pages of a list (MUI Pagination, centred, one named navigation); nothing when it has one page. */
export function Pager({ page, onPage, label = msg.app.pages, scrollToTop = true, ...size }: PagerProps) {
  const count = pageCount(size);
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={label}
      count={count}
      page={page}
      onChange={(_, next) => {
        onPage(next);
        if (scrollToTop) window.scrollTo({ top: 0 });
      }}
      color="primary"
      siblingCount={0}
      sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
    />
  );
}
