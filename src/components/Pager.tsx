import { Link } from 'react-router-dom';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { msg } from '../text/messages';

/** How many pages: `count` itself, or `total` rows in pages of `pageSize`. */
export type PagerSize = { count: number } | { total: number; pageSize: number };

export type PagerProps = PagerSize & {
  /** The shown page, 1-based. */
  page: number;
  /** The navigation's accessible name (e.g. 期刊分页); default 分页. */
  label?: string;
  /** Scroll the window to the top on a page change (default); off where the page does it itself. */
  scrollToTop?: boolean;
} & (
    | { onPage: (page: number) => void; hrefOf?: never }
    /**
     * A list whose page is in its address: each page is a link (issue 32: it opens in a new tab, and a
     * visitor without scripts, or a crawler, can follow it).
     */
    | { hrefOf: (page: number) => string; onPage?: never }
  );

export const pageCount = (size: PagerSize): number =>
  'count' in size ? size.count : Math.ceil(size.total / size.pageSize);

/** The pages of a list (MUI Pagination, centred, one named navigation); nothing when it has one page. */
export function Pager({
  page,
  onPage,
  hrefOf,
  label = msg.app.pages,
  scrollToTop = true,
  ...size
}: PagerProps) {
  const count = pageCount(size);
  if (count <= 1) return null;
  const scrollUp = () => {
    if (scrollToTop) window.scrollTo({ top: 0 });
  };
  return (
    <Pagination
      aria-label={label}
      count={count}
      page={page}
      onChange={(_, next) => {
        onPage?.(next);
        scrollUp();
      }}
      renderItem={(item) =>
        hrefOf && item.page !== null && !item.disabled ? (
          <PaginationItem {...item} component={Link} to={hrefOf(item.page)} onClick={scrollUp} />
        ) : (
          <PaginationItem {...item} />
        )
      }
      color="primary"
      siblingCount={0}
      sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
    />
  );
}
