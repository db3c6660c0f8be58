import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LazyRouteError } from '../components/LazyRouteError';
import { PageFallback } from './shell/PageFallback';
import { Shell } from './shell/Shell';
import { educationRoutes } from '../features/education/routes';
import { liveRoutes } from '../features/live/routes';
import { liveDiscussionRoutes } from '../features/liveDiscussion/routes';
import { trainingRoutes } from '../features/training/routes';
import { videoRoutes } from '../features/video/routes';
import { UNDER_CONSTRUCTION_ROUTES } from './routePaths';

// Pages load on demand, so the home route ships only the shell and the home page.
const HomePage = lazy(() => import('../features/home/HomePage'));
const NewsListPage = lazy(() => import('../features/news/NewsListPage'));
const NewsDetailPage = lazy(() => import('../features/news/NewsDetailPage'));
const WcLoginPage = lazy(() => import('../features/login/WcLoginPage'));
const NotFoundPage = lazy(() => import('../features/misc/NotFoundPage'));
const UnderConstructionPage = lazy(() => import('../features/misc/UnderConstructionPage'));

const standalone = (page: ReactNode) => <Suspense fallback={<PageFallback />}>{page}</Suspense>;

export const routes: RouteObject[] = [
  // The login callback runs in its own small window: no header or footer.
  { path: '/wcLogin', element: standalone(<WcLoginPage />), errorElement: <LazyRouteError /> },
  {
    element: <Shell />,
    errorElement: <LazyRouteError />,
    children: [
      {
        // A page that throws shows the error inside the shell, with the menu still there.
        errorElement: <LazyRouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '/announcement', element: <NewsListPage /> },
          { path: '/newsDetail/:id', element: <NewsDetailPage /> },
          ...educationRoutes,
          ...videoRoutes,
          ...trainingRoutes,
          ...liveRoutes,
          ...liveDiscussionRoutes,
          ...UNDER_CONSTRUCTION_ROUTES.map((path) => ({ path, element: <UnderConstructionPage /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
