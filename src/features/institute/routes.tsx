import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const InstitutePage = lazy(() => import('./InstitutePage'));
const TeamPage = lazy(() => import('./TeamPage'));
const AiPage = lazy(() => import('./AiPage'));

/** The institute's pages (000 §2.2), spread into the shell's routes by src/app/routes.tsx. */
export const instituteRoutes: RouteObject[] = [
  { path: '/institute', element: <InstitutePage />, handle: { title: msg.pageTitles.instituteOverview } },
  { path: '/team', element: <TeamPage />, handle: { title: msg.pageTitles.instituteTeam } },
  { path: '/ai', element: <AiPage />, handle: { title: msg.pageTitles.instituteAi } },
];
