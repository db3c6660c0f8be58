import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { showChinaTime } from '../../../domain/chinaTime';
import { plainText } from '../../../domain/plainText';
import { Pager } from '../../components/Pager';
import type { NewsItem } from '../../schemas/home';
import { msg } from '../../text/messages';
import type { NewsPage } from './newsPaging';

const detailPath = (item: NewsItem) => `/newsDetail/${encodeURIComponent(item.id)}`;

/** One page of /announcement: the featured first item (page 1), the list, and the pages. */
export function NewsListView({ news, pageHref }: { news: NewsPage; pageHref: (page: number) => string }) {
  return (
    <>
      {news.featured ? <Featured item={news.featured} /> : null}
      {news.items.length > 0 ? (
        <Paper variant="outlined" sx={{ mt: 3 }}>
          <List disablePadding>
            {news.items.map((item) => (
              <ListItem key={item.id} disablePadding divider>
                <ListItemButton component={RouterLink} to={detailPath(item)}>
                  <ListItemText primary={item.title} />
                  <Typography variant="caption" color="text.secondary" sx={{ ml: 2, flexShrink: 0 }}>
                    {showChinaTime(item.createTime || item.startTime, 'YYYY-MM-DD')}
                  </Typography>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
      <Pager label={msg.news.pages} page={news.page} count={news.pageCount} hrefOf={pageHref} />
    </>
  );
}

function Featured({ item }: { item: NewsItem }) {
  const summary = plainText(item.content).slice(0, 140);
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
