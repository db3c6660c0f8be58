import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import ClearIcon from '@mui/icons-material/Clear';
import { epochOf, POPSIC_SEARCH_MAX, POPSIC_SEARCH_PAGE_SIZE } from '../../../domain/popsic';
import { searchWorksQuery } from '../../api/popsic';
import { SearchBox } from '../../components/SearchBox';
import { pageParam } from '../../schemas/primitives';
import { popsicMsg } from '../../text/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { popsicPaths } from './links';
import { WorksListView } from './WorksListView';

const t = popsicPagesMsg;

/**
 * `/popsic/searchWorks?ccr=&val=` (000 §2.3): 搜索结果：{value} with a clear button (back to the epoch's
 * home), the results 40 a page (`?page=`), 搜索内容为空 when nothing matches; a search box for another try.
 */
export function SearchWorksPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const epoch = epochOf(params.get('ccr'));
  const value = (params.get('val') ?? '').trim().slice(0, POPSIC_SEARCH_MAX);
  const page = pageParam(params.get('page'));
  const query = useQuery({ ...searchWorksQuery({ value, epoch, pageNum: page }), enabled: value !== '' });
  // Nothing to search for: the epoch's home (its search box is where a search starts).
  if (value === '') return <Navigate to={popsicPaths.works(epoch)} replace />;
  return (
    <WorksListView
      epoch={epoch}
      title={popsicMsg.searchResult(value)}
      actions={
        <>
          <SearchBox
            key={value}
            label={t.searchLabel}
            placeholder={t.searchPlaceholder}
            maxLength={POPSIC_SEARCH_MAX}
            defaultValue={value}
            onSearch={(next) => next !== '' && void navigate(popsicPaths.search(next, epoch))}
            sx={{ width: { xs: '100%', sm: 360 } }}
          />
          <Button
            variant="outlined"
            startIcon={<ClearIcon />}
            onClick={() => void navigate(popsicPaths.works(epoch))}
            sx={{ flexShrink: 0 }}
          >
            {t.clearSearch}
          </Button>
        </>
      }
      query={query}
      page={page}
      pageSize={POPSIC_SEARCH_PAGE_SIZE}
      onPage={(next) => {
        const p = new URLSearchParams(params);
        p.set('page', String(next));
        setParams(p);
      }}
      emptyText={popsicMsg.searchEmpty}
    />
  );
}

export default SearchWorksPage;
