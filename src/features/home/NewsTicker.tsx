import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import { WhenNear } from '../../components/WhenNear';
import { layoutWhenNear } from '../../components/layoutWhenNear';
import { showChinaTime } from '../../../domain/chinaTime';
import { msg } from '../../text/messages';
import { scrollingNewsQuery, type NewsHeadline } from '../../api/home';

const HEIGHT = 320;
const ROW = 40;
/** Below this many rows the list fits and does not move. */
const MIN_ROWS_TO_SCROLL = HEIGHT / ROW + 1;
const SECONDS_PER_ROW = 2.5;

const scrollUp = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-50%); }
`;

const loading = <BlockSkeleton rows={8} />;

/**
 * The type-2 news (200 items) scrolling continuously; hovering or focusing it pauses (000 §2.2). Below
 * the fold on a phone: the 200 items are fetched and drawn only when the ticker comes near (issue 12).
 */
export function NewsTicker() {
  return (
    <Box role="region" aria-label={msg.home.newsTicker}>
      <WhenNear placeholder={loading}>
        <TickerNews />
      </WhenNear>
    </Box>
  );
}

function TickerNews() {
  const query = useQuery({ ...scrollingNewsQuery(), select: (d) => d.rows });
  return (
    <QueryView query={query} loading={loading} emptyText={msg.home.noNews}>
      {(items) => <Ticker items={items} />}
    </QueryView>
  );
}

function Ticker({ items }: { items: NewsHeadline[] }) {
  const moving = items.length >= MIN_ROWS_TO_SCROLL;
  const copies = moving ? [0, 1] : [0];
  return (
    <Box
      data-testid="news-ticker"
      sx={{
        height: HEIGHT,
        overflow: 'hidden',
        position: 'relative',
        '&:hover .ticker-track, &:focus-within .ticker-track': { animationPlayState: 'paused' },
        '@media (prefers-reduced-motion: reduce)': {
          overflowY: 'auto',
          '& .ticker-track': { animation: 'none' },
        },
      }}
    >
      <Box
        className="ticker-track"
        sx={
          moving ? { animation: `${scrollUp} ${items.length * SECONDS_PER_ROW}s linear infinite` } : undefined
        }
      >
        {copies.map((copy) => (
          <Box
            component="ul"
            key={copy}
            aria-hidden={copy === 1 || undefined}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {items.map((item) => (
              <Box
                component="li"
                key={item.id}
                // A row outside the ticker's window is not laid out until it scrolls in (its size is known): the
                // 200 rows, twice, were most of the home page's first layout after its first paint (issue 32).
                sx={{
                  height: ROW,
                  ...layoutWhenNear(ROW),
                  display: 'flex',
                  alignItems: 'center',
                  borderBottom: '1px dashed',
                  borderColor: 'divider',
                }}
              >
                <Box
                  component={RouterLink}
                  to={`/newsDetail/${encodeURIComponent(item.id)}`}
                  tabIndex={copy === 1 ? -1 : undefined}
                  sx={{
                    flex: 1,
                    minWidth: 0,
                    color: 'text.primary',
                    textDecoration: 'none',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    '&:hover': { color: 'primary.main' },
                  }}
                >
                  {item.title}
                </Box>
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ ml: 1, flexShrink: 0 }}
                >
                  {showChinaTime(item.createTime || item.startTime, 'YYYY-MM-DD')}
                </Typography>
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
