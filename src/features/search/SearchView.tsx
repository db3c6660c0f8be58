import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  SEARCH_EXPERTS_MAX,
  SEARCH_PAGE_SIZE,
  SEARCH_TABS,
  searchResultPath,
  type SearchTab,
} from '../../../domain/searchRoute';
import { showChinaTime } from '../../../domain/chinaTime';
import { expertPath, hasAchievementData } from '../../../domain/experts';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Pager } from '../../components/Pager';
import { SearchBox } from '../../components/SearchBox';
import {
  SEARCH_KEYWORD_MAX,
  type SearchAnswer,
  type SearchExpert,
  type SearchResult,
} from '../../schemas/search';
import { msg } from '../../text/messages';
import { searchMsg } from '../../text/search';
import { Highlighted } from './Highlighted';

const t = searchMsg;

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; answer: SearchAnswer };

export interface SearchViewProps {
  keyword: string;
  tab: SearchTab;
  page: number;
  state: SearchState;
  onSearch: (keyword: string) => void;
  onTab: (tab: SearchTab) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** An expert without achievement data was clicked: 数据更新中 (001 §2). */
  onExpertUnavailable?: () => void;
}

/** /search: the keyword box, the five tabs, experts, results in pages of 20 (001 §2). */
export function SearchView({
  keyword,
  tab,
  page,
  state,
  onSearch,
  onTab,
  onPage,
  onRetry,
  onExpertUnavailable = () => {},
}: SearchViewProps) {
  return (
    <>
      <SearchBox
        key={keyword}
        label={t.placeholder}
        placeholder={t.placeholder}
        maxLength={SEARCH_KEYWORD_MAX}
        defaultValue={keyword}
        onSearch={onSearch}
        buttonText={t.submit}
        clearLabel={t.clear}
      />
      <Tabs
        value={tab}
        onChange={(_, value: SearchTab) => onTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {SEARCH_TABS.map((n) => (
          <Tab key={n} value={n} label={t.tabs[n]} />
        ))}
      </Tabs>
      {/* A screen's height whatever the state, so the footer never jumps as results come (CLS). */}
      <Box sx={{ mt: 2, minHeight: '100vh' }}>
        <Results
          state={state}
          page={page}
          onPage={onPage}
          onRetry={onRetry}
          onExpertUnavailable={onExpertUnavailable}
        />
      </Box>
    </>
  );
}

function Results({
  state,
  page,
  onPage,
  onRetry,
  onExpertUnavailable,
}: Pick<SearchViewProps, 'state' | 'page' | 'onPage' | 'onRetry'> & { onExpertUnavailable: () => void }) {
  // No keyword: 搜索内容为空; a keyword that found nothing: 暂无搜索结果 (001 §8; issue 31).
  if (state.status === 'idle') return <EmptyState message={msg.misc.searchEmpty} />;
  if (state.status === 'loading') return <BlockSkeleton rows={8} />;
  if (state.status === 'error') return <ErrorState title={t.failed} error={state.error} onRetry={onRetry} />;
  const { answer } = state;
  const experts = answer.expertList.slice(0, SEARCH_EXPERTS_MAX);
  if (answer.searchList.length === 0 && experts.length === 0) return <EmptyState message={t.noResults} />;
  return (
    <>
      {experts.length > 0 ? (
        <Box component="section" aria-label={t.experts} sx={{ mb: 2 }}>
          <Typography variant="h2" sx={{ fontSize: 16, mb: 1 }}>
            {t.experts}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 1 }}>
            {experts.map((e) => (
              <ExpertCard key={e.id} expert={e} onUnavailable={onExpertUnavailable} />
            ))}
          </Box>
        </Box>
      ) : null}
      {/* The results' heading (their items are h3): the count, as before (issue 31: heading-order). */}
      <Typography component="h2" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.resultCount(answer.searchListTotal)}
      </Typography>
      <Box
        component="ol"
        aria-label={t.results}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {answer.searchList.map((r) => (
          <ResultItem key={r.id} result={r} terms={answer.terms} />
        ))}
      </Box>
      {/* The page scrolls up itself on every change of the address. */}
      <Pager
        label={t.pages}
        page={page}
        total={answer.searchListTotal}
        pageSize={SEARCH_PAGE_SIZE}
        onPage={onPage}
        scrollToTop={false}
      />
    </>
  );
}

/** An expert opens the detail in a new window when it has achievement data; otherwise 数据更新中 (001 §2). */
function ExpertCard({ expert: e, onUnavailable }: { expert: SearchExpert; onUnavailable: () => void }) {
  const open = hasAchievementData(e);
  const body = (
    <>
      <Avatar src={e.avatarUrl || undefined} alt="" />
      <Box component="span">
        <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {e.name}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary">
          {[e.title, e.hospital].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
    </>
  );
  const sx = {
    p: 1.5,
    display: 'flex',
    gap: 1,
    minWidth: 180,
    textAlign: 'left',
    font: 'inherit',
    color: 'text.primary',
    textDecoration: 'none',
    cursor: 'pointer',
    bgcolor: 'background.paper',
  } as const;
  return open ? (
    <Paper variant="outlined" component="a" href={expertPath(e.id)} target="_blank" rel="noopener" sx={sx}>
      {body}
    </Paper>
  ) : (
    <Paper variant="outlined" component="button" type="button" onClick={onUnavailable} sx={sx}>
      {body}
    </Paper>
  );
}

function ResultItem({ result, terms }: { result: SearchResult; terms: readonly string[] }) {
  const path = searchResultPath(result);
  const title = <Highlighted text={result.title} terms={terms} />;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" sx={{ fontSize: 16, fontWeight: 600, mb: 0.5 }}>
        {path === null ? (
          title
        ) : (
          // Results open in a new window (001 §2).
          <Link href={path} target="_blank" rel="noopener" underline="hover">
            {title}
          </Link>
        )}
      </Typography>
      {result.content ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          <Highlighted text={result.content} terms={terms} />
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {[
          t.tabs[result.majorCategory as SearchTab] ?? '',
          result.author,
          showChinaTime(result.createTime, 'YYYY-MM-DD'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Paper>
  );
}
