import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SEARCH_TABS, type SearchTab } from '../../../domain/searchRoute';
import { searchQuery } from '../../api/search';
import { toast } from '../../components/toastStore';
import { msg } from '../../text/messages';
import { expertsMsg } from '../../text/experts';
import { pageParam } from '../../schemas/primitives';
import { SearchView, type SearchState } from './SearchView';

const tabParam = (value: string | null): SearchTab => {
  const n = Number(value);
  return (SEARCH_TABS as readonly number[]).includes(n) ? (n as SearchTab) : 0;
};

/** /search?keyword=&tab=&page=: everything the page shows is in the address, so a reload or a shared link lands on it. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const tab = tabParam(params.get('tab'));
  const page = pageParam(params.get('page'));
  const query = useQuery(searchQuery(keyword, tab, page));
  const go = (next: { keyword?: string; tab?: SearchTab; page?: number }) => {
    const p = new URLSearchParams();
    const k = next.keyword ?? keyword;
    const tb = next.tab ?? tab;
    const pg = next.page ?? 1;
    if (k !== '') p.set('keyword', k);
    if (tb !== 0) p.set('tab', String(tb));
    if (pg !== 1) p.set('page', String(pg));
    setParams(p);
    window.scrollTo({ top: 0 });
  };
  const state: SearchState =
    keyword === ''
      ? { status: 'idle' }
      : query.isPending
        ? { status: 'loading' }
        : query.isError
          ? { status: 'error', error: query.error }
          : { status: 'ready', answer: query.data };
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {msg.titles.search}
      </Typography>
      <SearchView
        keyword={keyword}
        tab={tab}
        page={page}
        state={state}
        onSearch={(k) => go({ keyword: k })}
        onTab={(tb) => go({ tab: tb })}
        onPage={(pg) => go({ page: pg })}
        onRetry={() => void query.refetch()}
        onExpertUnavailable={() => toast.info(expertsMsg.updating)}
      />
    </Container>
  );
}

export default SearchPage;
