import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import { msg } from '../../text/messages';
import { NewsDetailView } from './NewsDetailView';
import { newsDetailQuery } from '../../api/home';

/** /newsDetail/{id}: title, create time, rich-text content (000 §2.2). */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(newsDetailQuery(id));
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/announcement" sx={{ display: 'inline-block', mb: 2 }}>
        {msg.news.backToList}
      </Link>
      <QueryView
        query={query}
        loading={<BlockSkeleton rows={12} />}
        isEmpty={() => false}
        errorTitle={msg.news.detailFailed}
      >
        {(item) => <NewsDetailView item={item} />}
      </QueryView>
    </Container>
  );
}

export default NewsDetailPage;
