import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Banner } from '../../schemas/education';
import { msg } from '../../text/messages';

/**
 * A category's banners (001 §2, `bannersQuery`): `full` across the page, `left` and `right` side by side,
 * each on its colour. A failure or no banners shows nothing (the page works without them).
 */
export function Banners({ query, title }: { query: UseQueryResult<Banner[]>; title: string }) {
  if (query.isPending) return <Skeleton variant="rectangular" height={180} />;
  const rows = query.data ?? [];
  const full = rows.filter((b) => b.position === 'full');
  const left = rows.find((b) => b.position === 'left');
  const right = rows.find((b) => b.position === 'right');
  if (full.length === 0 && !left && !right) return null;
  const img = (b: Banner, position: string) => (
    <Box
      key={`${position}-${b.url}`}
      sx={{ bgcolor: b.color || 'transparent', flex: 1, display: 'flex', justifyContent: 'center' }}
      data-testid={`banner-${position}`}
      data-color={b.color}
    >
      <Box
        component="img"
        src={b.url}
        alt={msg.education.bannerAlt(title)}
        sx={{ maxWidth: '100%', maxHeight: 320, display: 'block' }}
      />
    </Box>
  );
  return (
    <Box component="section" aria-label={msg.education.bannerAlt(title)}>
      {full.map((b) => img(b, 'full'))}
      {left || right ? (
        <Box sx={{ display: 'flex' }}>
          {left ? img(left, 'left') : null}
          {right ? img(right, 'right') : null}
        </Box>
      ) : null}
    </Box>
  );
}
