import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { journalsMsg } from '../../text/journals';
import { pointsMsg } from '../../text/points';
import { trainingMsg } from '../../text/training';
import { EDUCATION_ORDER_DEFAULT, entryTiles, parseOrder, tileAction } from '../../../domain/categories';

const t = educationMsg;
const PALETTE = ['#0b5394', '#1c7c8c', '#3d6b35', '#8c5a1c', '#6b3d8c', '#8c1c3d'];
const ENTRY_TITLES = { training: trainingMsg.pageTitle, series: t.seriesTitle } as const;

const tileSx = (i: number) =>
  ({
    width: '100%',
    height: 112,
    borderRadius: 2,
    color: '#fff',
    fontSize: 18,
    fontWeight: 600,
    px: 2,
    textDecoration: 'none',
    background: `linear-gradient(135deg, ${PALETTE[i % PALETTE.length]}, #0a2540)`,
  }) as const;

/**
 * The tiles in order (000 §9): the configured order, the default when it answers without one, none on
 * failure; null while it loads. 000 §9 shows tiles 1–8 meanwhile, but they flashed on a cold load before
 * the configured tiles replaced them (issue 31): nothing is drawn until the order is known (decision 0068).
 */
export const tileOrder = (
  status: 'pending' | 'error' | 'success',
  order: string | null | undefined,
): number[] | null => (status === 'pending' ? null : status === 'error' ? [] : parseOrder(order ?? null));

/** Places held while the order loads: as many as the default order has tiles, and the two entries. */
const HELD_TILES = EDUCATION_ORDER_DEFAULT.length + 2;

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/**
 * /education (000 §2.2) from plain props: the category tiles in the configured order (`query` is the
 * itemOrder answer), then the entries that are not categories (training, series). A tile with a page is a
 * link (it opens in a new tab too); one without says why when clicked (`onOpen`: AI, none).
 */
export function EducationHomeView({
  query,
  onOpen,
}: {
  query: UseQueryResult<string | null>;
  onOpen: (category: number) => void;
}) {
  const tiles = tileOrder(query.status, query.data);
  const entries = tiles === null ? [] : entryTiles(tiles);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography variant="h1">{msg.menu.physicians}</Typography>
        {/* The points leaderboard lives under /education (001 §2); journals are reached from here too (decision 0039). */}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Link component={RouterLink} to="/journal">
            {journalsMsg.entry}
          </Link>
          <Link component={RouterLink} to="/education/rank">
            {pointsMsg.rank.title}
          </Link>
        </Box>
      </Box>
      {tiles === null ? (
        <Box
          component="ul"
          aria-label={t.tilesLabel}
          aria-busy
          data-testid="education-tiles-loading"
          sx={gridSx}
        >
          {Array.from({ length: HELD_TILES }, (_, i) => (
            <li key={i}>
              <Skeleton variant="rounded" sx={{ height: 112, borderRadius: 2 }} />
            </li>
          ))}
        </Box>
      ) : tiles.length + entries.length === 0 ? (
        <EmptyState message={msg.app.empty} />
      ) : (
        <Box component="ul" aria-label={t.tilesLabel} data-testid="education-tiles" sx={gridSx}>
          {tiles.map((category, i) => {
            const action = tileAction(category);
            const name = t.categoryTitles[category] ?? t.categoryFallback(category);
            return (
              <li key={category}>
                {action.kind === 'route' ? (
                  <ButtonBase
                    component={RouterLink}
                    to={action.to}
                    data-testid="education-tile"
                    data-category={category}
                    sx={tileSx(i)}
                  >
                    {name}
                  </ButtonBase>
                ) : (
                  <ButtonBase
                    onClick={() => onOpen(category)}
                    data-testid="education-tile"
                    data-category={category}
                    sx={tileSx(i)}
                  >
                    {name}
                  </ButtonBase>
                )}
              </li>
            );
          })}
          {entries.map((entry, i) => (
            <li key={entry.id}>
              <ButtonBase
                component={RouterLink}
                to={entry.to}
                data-testid="education-entry"
                sx={tileSx(tiles.length + i)}
              >
                {ENTRY_TITLES[entry.id]}
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
