/**
 * The video player, loaded lazily: importing this module costs nothing until a player renders, then
 * video.js and its styles are fetched (the home route must not grow).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PlayerPoster } from './PlayerPoster';

const LazyPlayer = lazy(() => import('./VideoPlayer'));

export type { VideoPlayerHandle, VideoPlayerProps } from './VideoPlayer';

/** What stands in for a player not built yet: its poster when it has one, else a 16:9 skeleton. */
export function PlayerPlaceholder({ poster }: { poster?: string | undefined }) {
  return poster ? (
    <Box sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black', position: 'relative' }}>
      <PlayerPoster src={poster} />
    </Box>
  ) : (
    <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />
  );
}

export function VideoPlayer(props: ComponentProps<typeof LazyPlayer>) {
  return (
    <Suspense fallback={<PlayerPlaceholder poster={props.poster} />}>
      <LazyPlayer {...props} />
    </Suspense>
  );
}
