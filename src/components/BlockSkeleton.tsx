import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { msg } from '../text/messages';

/**
 * Loading placeholder for a block: `rows` text lines, or one box of `height`. `page`: the block is the
 * page's main content, so it holds a screen's height while it loads; the footer then starts below the
 * fold instead of showing and being pushed down when the content arrives (layout shift, issue 12).
 */
export function BlockSkeleton({
  rows = 3,
  height,
  page = false,
}: {
  rows?: number;
  height?: number;
  page?: boolean;
}) {
  return (
    <Stack
      spacing={1}
      role="progressbar"
      aria-label={msg.app.loading}
      aria-busy="true"
      sx={page ? { minHeight: '100vh' } : undefined}
    >
      {height !== undefined ? (
        <Skeleton variant="rounded" height={height} />
      ) : (
        Array.from({ length: rows }, (_, i) => <Skeleton key={i} variant="text" height={28} />)
      )}
    </Stack>
  );
}
