import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const LiveDiscussionPage = lazy(() => import('./LiveDiscussionPage'));

/**
 * The pages of this feature, spread into the shell's routes by src/app/routes.tsx. /live is the
 * live discussion page (000 §2.2 leaves its path open; §2.1's route list and the home tile use /live).
 */
export const liveDiscussionRoutes: RouteObject[] = [
  {
    path: '/live',
    element: <LiveDiscussionPage />,
    handle: { title: msg.pageTitles.liveDiscussion },
  },
];
