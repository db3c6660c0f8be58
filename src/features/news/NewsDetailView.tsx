import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { showChinaTime } from '../../../domain/chinaTime';
import { EmptyState } from '../../components/EmptyState';
import { RichText } from '../../components/RichText';
import type { NewsItem } from '../../schemas/home';
import { msg } from '../../text/messages';

/** One news item (000 §2.2), or the answer that there is none, with the way back. */
export function NewsDetailView({ item }: { item: NewsItem | null }) {
  if (item === null)
    return (
      <EmptyState message={msg.news.notFound}>
        <Button component={RouterLink} to="/announcement" variant="contained" sx={{ mt: 2 }}>
          {msg.news.backToList}
        </Button>
      </EmptyState>
    );
  return (
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
  );
}
