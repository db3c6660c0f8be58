import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { msg } from '../text/messages';

/** Loading placeholder for a block: `rows` text lines, or one box of `height`. */
export function BlockSkeleton({ rows = 3, height }: { rows?: number; height?: number }) {
  return (
    <Stack spacing={1} role="progressbar" aria-label={msg.app.loading} aria-busy="true">
      {height !== undefined ? (
        <Skeleton variant="rounded" height={height} />
      ) : (
        Array.from({ length: rows }, (_, i) => <Skeleton key={i} variant="text" height={28} />)
      )}
    </Stack>
  );
}
