import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const RankPage = lazy(() => import('./RankPage'));

/** The points leaderboard (001 §2). */
export const rankRoutes: RouteObject[] = [
  { path: '/education/rank', element: <RankPage />, handle: { title: msg.pageTitles.rank } },
];
