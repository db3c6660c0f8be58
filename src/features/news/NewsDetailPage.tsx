import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { showChinaTime } from '../../../domain/chinaTime';
import { QueryView } from '../../components/QueryView';
import { RichText } from '../../components/RichText';
import { msg } from '../../text/messages';
import { newsDetailQuery } from './newsQueries';

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
        {(item) => (
          <Paper component="article" variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
            <Typography variant="h1" sx={{ mb: 1 }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {msg.news.publishedAt(showChinaTime(item.createTime || item.startTime))}
            </Typography>
            {item.content.trim() ? (
              <RichText html={item.content} />
            ) : (
              <Typography color="text.secondary">{msg.app.empty}</Typography>
            )}
          </Paper>
        )}
      </QueryView>
    </Container>
  );
}

export default NewsDetailPage;
