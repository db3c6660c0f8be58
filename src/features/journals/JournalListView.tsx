import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { showChinaTime } from '../../../domain/chinaTime';
import { JOURNAL_CATEGORIES, JOURNAL_PAGE_SIZE, type JournalCategory } from '../../../domain/journals';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
import { SearchBox } from '../../components/SearchBox';
import type { Literature } from '../../schemas/journals';
import { JOURNAL_SEARCH_MAX } from '../../schemas/journals';
import { journalsMsg } from '../../text/journals';

const t = journalsMsg;

export const journalPath = (id: string) => `/journal/${encodeURIComponent(id)}`;

/**
 * /journal from plain props (001 §2): the two category tabs, the author search (Enter or the button,
 * clearable), a page of 15 (title, receipt date in China time, 查看) and the pages.
 */
export function JournalListView({
  category,
  author,
  page,
  query,
  onCategory,
  onSearch,
  pageHref,
}: {
  category: JournalCategory;
  /** The author searched (the address's), not what is being typed. */
  author: string;
  page: number;
  query: UseQueryResult<{ rows: Literature[]; total: number }>;
  onCategory: (category: JournalCategory) => void;
  onSearch: (author: string) => void;
  pageHref: (page: number) => string;
}) {
  return (
    <>
      <Tabs
        value={category}
        onChange={(_, value: JournalCategory) => onCategory(value)}
        aria-label={t.tabsLabel}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        {JOURNAL_CATEGORIES.map((c) => (
          <Tab key={c} value={c} label={t.categories[c]} />
        ))}
      </Tabs>
      <SearchBox
        key={author}
        label={t.authorLabel}
        showLabel
        placeholder={t.authorPlaceholder}
        maxLength={JOURNAL_SEARCH_MAX}
        defaultValue={author}
        onSearch={onSearch}
        onClear={() => onSearch('')}
        buttonText={t.search}
        clearLabel={t.clear}
        sx={{ mb: 2, maxWidth: 480 }}
      />
      <QueryView
        query={query}
        loading={<BlockSkeleton rows={JOURNAL_PAGE_SIZE} />}
        isEmpty={(d) => d.rows.length === 0}
        errorTitle={t.listFailed}
      >
        {(data) => (
          <>
            <Paper variant="outlined" sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              <List disablePadding aria-label={t.listLabel} data-testid="journal-list">
                {data.rows.map((row) => (
                  <ListItem
                    key={row.id}
                    divider
                    data-testid="journal-item"
                    sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center' }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography
                        component="h2"
                        sx={{ fontSize: 16, fontWeight: 500, overflowWrap: 'anywhere' }}
                      >
                        {row.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t.receivedAt(showChinaTime(row.publishDate, 'YYYY-MM-DD'))}
                      </Typography>
                    </Box>
                    <Button
                      component={RouterLink}
                      to={journalPath(row.id)}
                      variant="outlined"
                      size="small"
                      aria-label={t.viewOf(row.title)}
                      sx={{ flexShrink: 0 }}
                    >
                      {t.view}
                    </Button>
                  </ListItem>
                ))}
              </List>
            </Paper>
            <Pager
              label={t.pages}
              page={page}
              total={data.total}
              pageSize={JOURNAL_PAGE_SIZE}
              hrefOf={pageHref}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
