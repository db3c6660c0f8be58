import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const LiveRoomPage = lazy(() => import('./LiveRoomPage'));

/**
 * The pages of this feature, spread into the shell's routes by src/app/routes.tsx.
 * A path added here leaves UNDER_CONSTRUCTION_ROUTES and joins BUILT_ROUTES (src/app/routePaths.ts).
 */
export const liveRoutes: RouteObject[] = [
  {
    path: '/liveDetail',
    element: <LiveRoomPage />,
    handle: { title: msg.pageTitles.liveRoom },
  },
];
