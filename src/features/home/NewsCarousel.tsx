import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { QueryView } from '../../components/QueryView';
import { BANNER_INTERVAL_MS } from '../../schemas/home';
import { msg } from '../../text/messages';
import { Carousel } from '../../components/carousel/Carousel';
import { topNewsQuery, type NewsHeadline } from '../../api/home';

/** The top news (type 1, 10 items) as a carousel. */
export function NewsCarousel() {
  const query = useQuery({ ...topNewsQuery(), select: (d) => d.rows });
  return (
    <Box aria-roledescription="carousel" aria-label={msg.home.newsCarousel} role="region">
      <QueryView
        query={query}
        loading={<Skeleton variant="rounded" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />}
        emptyText={msg.home.noNews}
      >
        {(items) => <Items items={items} />}
      </QueryView>
    </Box>
  );
}

function Items({ items }: { items: NewsHeadline[] }) {
  return (
    <Carousel
      items={items}
      intervalMs={BANNER_INTERVAL_MS}
      label={msg.home.newsCarousel}
      aspectRatio="16 / 9"
      background="primary.dark"
      keyOf={(item) => item.id}
      slideLabel={(item, i) => `${msg.home.slide(i + 1)} ${item.title}`}
      renderSlide={(item, i, current) => (
        <Box
          component={RouterLink}
          to={`/newsDetail/${encodeURIComponent(item.id)}`}
          tabIndex={current ? undefined : -1}
          sx={{ display: 'block', height: '100%', color: '#fff', textDecoration: 'none' }}
        >
          {item.imgUrl ? (
            <Box
              component="img"
              src={item.imgUrl}
              alt=""
              width={640}
              height={360}
              // The first picture is the largest thing on a phone's first screen (its LCP): fetched
              // at once and first; the others when they come.
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : null}
          <Typography
            component="span"
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              px: 2,
              py: 1.25,
              fontWeight: 600,
              background: 'linear-gradient(transparent, rgba(8,30,50,0.85))',
            }}
          >
            {item.title}
          </Typography>
        </Box>
      )}
    />
  );
}
