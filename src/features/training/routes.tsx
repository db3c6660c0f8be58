import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const TrainingIndexPage = lazy(() => import('./TrainingIndexPage'));
const TrainingDetailPage = lazy(() => import('./TrainingDetailPage'));

/** The pages of this feature, spread into the shell's routes by src/app/routes.tsx. */
export const trainingRoutes: RouteObject[] = [
  { path: '/training/index', element: <TrainingIndexPage />, handle: { title: msg.pageTitles.training } },
  {
    path: '/training/detail/:videoId',
    element: <TrainingDetailPage />,
    handle: { title: msg.titles.trainingVideo },
  },
];
