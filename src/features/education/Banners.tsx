import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Banner } from '../../schemas/education';
import { educationMsg } from '../../text/education';

/**
 * The shape a banner's place is held at before its picture arrives (the portal's 1920×500 banners), at most
 * 320 px tall; a picture of another shape is shown whole inside it, on its colour. So neither the loading
 * state nor a picture arriving moves the page (issue 12: Lighthouse measured CLS 0.30 on /educourse/series
 * when the place was a 180 px skeleton, then nothing, then the picture's own height).
 */
const PLACE = { width: '100%', aspectRatio: '1920 / 500', maxHeight: 320 } as const;

/**
 * A category's banners (001 §2, `bannersQuery`): `full` across the page, `left` and `right` side by side,
 * each on its colour. A failure or no banners shows nothing (the page works without them).
 */
export function Banners({ query, title }: { query: UseQueryResult<Banner[]>; title: string }) {
  if (query.isPending) return <Skeleton variant="rectangular" sx={{ ...PLACE, height: 'auto' }} />;
  const rows = query.data ?? [];
  const full = rows.filter((b) => b.position === 'full');
  const left = rows.find((b) => b.position === 'left');
  const right = rows.find((b) => b.position === 'right');
  if (full.length === 0 && !left && !right) return null;
  const img = (b: Banner, position: string) => (
    <Box
      key={`${position}-${b.url}`}
      sx={{ ...PLACE, bgcolor: b.color || 'transparent', flex: 1 }}
      data-testid={`banner-${position}`}
      data-color={b.color}
    >
      <Box
        component="img"
        src={b.url}
        alt={educationMsg.bannerAlt(title)}
        sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
  return (
    <Box component="section" aria-label={educationMsg.bannerAlt(title)}>
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
