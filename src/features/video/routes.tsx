import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const VideoDetailPage = lazy(() => import('./VideoDetailPage'));

/**
 * The pages of this feature, spread into the shell's routes by src/app/routes.tsx: the video detail
 * `/edu/:vType/:videoId` and the series video detail `/educourse/series/:videoId` (001 §2).
 */
export const videoRoutes: RouteObject[] = [
  { path: '/edu/:vType/:videoId', element: <VideoDetailPage />, handle: { title: msg.titles.videoDetail } },
  {
    path: '/educourse/series/:videoId',
    element: <VideoDetailPage series />,
    handle: { title: msg.titles.seriesVideo },
  },
];
