import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import { msg } from '../../text/messages';
import { NewsListView } from './NewsListView';
import { announcementQuery } from '../../api/home';
import { pageParam } from '../../schemas/primitives';
import { newsPage } from './newsPaging';

/** /announcement: the news list, first item featured, in pages (`?page=`, so a reload keeps the page). */
export function NewsListPage() {
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const query = useQuery({ ...announcementQuery(), select: (d) => d.rows });
  const pageHref = (next: number) => (next === 1 ? '/announcement' : `/announcement?page=${next}`);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {msg.news.listTitle}
      </Typography>
      <QueryView
        query={query}
        loading={<BlockSkeleton rows={10} />}
        emptyText={msg.home.noNews}
        errorTitle={msg.news.listFailed}
      >
        {(rows) => <NewsListView news={newsPage(rows, page)} pageHref={pageHref} />}
      </QueryView>
    </Container>
  );
}

export default NewsListPage;
