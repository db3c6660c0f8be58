/**
 * The video player, loaded lazily: importing this module costs nothing until a player renders, then
 * video.js and its styles are fetched (the home route must not grow).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';

const LazyPlayer = lazy(() => import('./VideoPlayer'));

export type { VideoPlayerHandle, VideoPlayerProps } from './VideoPlayer';

export function VideoPlayer(props: ComponentProps<typeof LazyPlayer>) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />
      }
    >
      <LazyPlayer {...props} />
    </Suspense>
  );
}
