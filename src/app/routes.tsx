import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PageReady } from './pageReady';
import { PageFallback } from './shell/PageFallback';
import { Shell } from './shell/Shell';
import { educationRoutes } from '../features/education/routes';
import { instituteRoutes } from '../features/institute/routes';
import { liveRoutes } from '../features/liveRoom/routes';
import { liveDiscussionRoutes } from '../features/liveDiscussion/routes';
import { searchRoutes } from '../features/search/routes';
import { museumRoutes } from '../features/museum/routes';
import { journalRoutes } from '../features/journals/routes';
import { rankRoutes } from '../features/rank/routes';
import { popsicRoutes } from '../features/popsic/routes';
import { campaignRoutes } from '../features/campaigns/routes';
import { expertRoutes } from '../features/experts/routes';
import { scheduleRoutes } from '../features/schedule/routes';
import { userCenterRoutes } from '../features/usercenter/routes';
import { trainingRoutes } from '../features/training/routes';
import { videoRoutes } from '../features/video/routes';
import { msg } from '../text/messages';
import { UNDER_CONSTRUCTION_ROUTES } from './routePaths';
import { RouteTitle } from './routeTitle';

// Pages load on demand, so the home route ships only the shell and the home page.
const HomePage = lazy(() => import('../features/home/HomePage'));
const NewsListPage = lazy(() => import('../features/news/NewsListPage'));
const NewsDetailPage = lazy(() => import('../features/news/NewsDetailPage'));
const WcLoginPage = lazy(() => import('../features/login/WcLoginPage'));
const NotFoundPage = lazy(() => import('../features/misc/NotFoundPage'));
const UnderConstructionPage = lazy(() => import('../features/misc/UnderConstructionPage'));

const standalone = (page: ReactNode) => (
  <RouteErrorBoundary>
    <Suspense fallback={<PageFallback />}>
      {page}
      <PageReady />
    </Suspense>
  </RouteErrorBoundary>
);

type UnderConstruction = (typeof UNDER_CONSTRUCTION_ROUTES)[number];
/** The names of the pages still to come (their menu entry's or tile's text where they have one). */
const UNDER_CONSTRUCTION_TITLES: Partial<Record<UnderConstruction, string>> = {};

export const routes: RouteObject[] = [
  // The login callback runs in its own small window: no header or footer.
  {
    path: '/wcLogin',
    element: standalone(<WcLoginPage />),
    handle: { title: msg.titles.login },
  },
  {
    element: (
      <RouteErrorBoundary>
        <Shell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A page that throws shows the error inside the shell, with the menu still there.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: '/announcement', element: <NewsListPage />, handle: { title: msg.news.listTitle } },
          { path: '/newsDetail/:id', element: <NewsDetailPage />, handle: { title: msg.titles.newsDetail } },
          ...educationRoutes,
          ...videoRoutes,
          ...trainingRoutes,
          ...liveRoutes,
          ...liveDiscussionRoutes,
          ...searchRoutes,
          ...instituteRoutes,
          ...museumRoutes,
          ...journalRoutes,
          ...userCenterRoutes,
          ...rankRoutes,
          ...expertRoutes,
          ...scheduleRoutes,
          ...popsicRoutes,
          ...campaignRoutes,
          ...UNDER_CONSTRUCTION_ROUTES.map((path) => ({
            path,
            element: <UnderConstructionPage />,
            handle: { title: UNDER_CONSTRUCTION_TITLES[path] ?? msg.titles.underConstruction },
          })),
          { path: '*', element: <NotFoundPage />, handle: { title: msg.app.notFoundTitle } },
        ],
      },
    ],
  },
];

/**
 * The route table in React Router's declarative mode (inside a BrowserRouter): the portal uses no loader
 * or action, and the data router cost 16 KB gzip of the entry and its start-up work on every page
 * (decision 0062). Each address's name goes to the document title.
 */
export function AppRoutes() {
  return (
    <>
      <RouteTitle routes={routes} />
      {useRoutes(routes)}
    </>
  );
}
