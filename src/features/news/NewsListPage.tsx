import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { showChinaTime } from '../../../domain/chinaTime';
import { QueryView } from '../../components/QueryView';
import type { NewsItem } from '../../schemas/home';
import { msg } from '../../text/messages';
import { announcementQuery } from './newsQueries';

const detailPath = (item: NewsItem) => `/newsDetail/${encodeURIComponent(item.id)}`;
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** /announcement: the news list; the first item is featured (000 §2.2). */
export function NewsListPage() {
  const query = useQuery({ ...announcementQuery(), select: (d) => d.rows });
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
        {([first, ...rest]) => (
          <>
            {first ? <Featured item={first} /> : null}
            <Paper variant="outlined" sx={{ mt: 3 }}>
              <List disablePadding>
                {rest.map((item) => (
                  <ListItemButton key={item.id} component={RouterLink} to={detailPath(item)} divider>
                    <ListItemText primary={item.title} />
                    <Typography variant="caption" color="text.secondary" sx={{ ml: 2, flexShrink: 0 }}>
                      {showChinaTime(item.createTime || item.startTime, 'YYYY-MM-DD')}
                    </Typography>
                  </ListItemButton>
                ))}
              </List>
            </Paper>
          </>
        )}
      </QueryView>
    </Container>
  );
}

function Featured({ item }: { item: NewsItem }) {
  const summary = plain(item.content).slice(0, 140);
  return (
    <Paper
      component={RouterLink}
      to={detailPath(item)}
      variant="outlined"
      data-testid="news-featured"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: item.imgUrl ? '2fr 3fr' : '1fr' },
        overflow: 'hidden',
        textDecoration: 'none',
        color: 'text.primary',
        '&:hover h2': { color: 'primary.main' },
      }}
    >
      {item.imgUrl ? (
        <Box
          component="img"
          src={item.imgUrl}
          alt=""
          sx={{ width: '100%', height: '100%', maxHeight: 280, objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      <Box sx={{ p: 3 }}>
        <Chip label={msg.news.featured} color="primary" size="small" sx={{ mb: 1 }} />
        <Typography variant="h2" sx={{ mb: 1 }}>
          {item.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {msg.news.publishedAt(showChinaTime(item.createTime || item.startTime))}
        </Typography>
        {summary ? <Typography color="text.secondary">{summary}</Typography> : null}
        <Typography color="primary" sx={{ mt: 1.5, fontWeight: 600 }}>
          {msg.news.readMore}
        </Typography>
      </Box>
    </Paper>
  );
}

export default NewsListPage;
