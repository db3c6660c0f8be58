import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { QueryView } from '../../components/QueryView';
import { BANNER_INTERVAL_MS, type NewsItem } from '../../schemas/home';
import { msg } from '../../text/messages';
import { CarouselDots } from './CarouselDots';
import { topNewsQuery } from './homeQueries';
import { useCarousel } from './useCarousel';

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

function Items({ items }: { items: NewsItem[] }) {
  const { index, pick, holdProps } = useCarousel(items.length, BANNER_INTERVAL_MS);
  return (
    <Box {...holdProps}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'primary.dark',
        }}
      >
        {items.map((item, i) => {
          const current = i === index;
          return (
            <Box
              key={item.id}
              component={RouterLink}
              to={`/newsDetail/${encodeURIComponent(item.id)}`}
              aria-hidden={!current}
              tabIndex={current ? undefined : -1}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: current ? 1 : 0,
                pointerEvents: current ? 'auto' : 'none',
                transition: 'opacity 600ms ease',
                color: '#fff',
                textDecoration: 'none',
              }}
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
          );
        })}
      </Box>
      <Box sx={{ mt: 1 }}>
        <CarouselDots count={items.length} index={index} onPick={pick} label={msg.home.newsCarousel} />
      </Box>
    </Box>
  );
}
