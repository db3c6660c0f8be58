import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const ExpertsPage = lazy(() => import('./ExpertsPage'));
const ExpertDetailPage = lazy(() => import('./ExpertDetailPage'));

/** The expert directory and the expert detail (001 §2 "Expert directory"). */
export const expertRoutes: RouteObject[] = [
  { path: '/specialist', element: <ExpertsPage />, handle: { title: msg.pageTitles.experts } },
  {
    path: '/specialist/:expertId',
    element: <ExpertDetailPage />,
    handle: { title: msg.pageTitles.expertDetail },
  },
];
