import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const PopsicHomePage = lazy(() => import('./PopsicHomePage'));
const AllWorksPage = lazy(() => import('./AllWorksPage'));
const SearchWorksPage = lazy(() => import('./SearchWorksPage'));
const WorkDetailPage = lazy(() => import('./WorkDetailPage'));
const LectureListPage = lazy(() => import('./LectureListPage'));
const LectureDetailPage = lazy(() => import('./LectureDetailPage'));
const ContributionPage = lazy(() => import('./contribution/ContributionPage'));

/** The works contest's public pages (000 §2.3; issue 15). */
export const popsicRoutes: RouteObject[] = [
  { path: '/popsic', element: <PopsicHomePage />, handle: { title: msg.popsicPages.title } },
  { path: '/popsic/works', element: <PopsicHomePage />, handle: { title: msg.popsicPages.title } },
  { path: '/popsic/allWorks/:id', element: <AllWorksPage />, handle: { title: msg.popsicPages.title } },
  { path: '/popsic/searchWorks', element: <SearchWorksPage />, handle: { title: msg.popsicPages.title } },
  { path: '/popsic/worksDetail/:id', element: <WorkDetailPage />, handle: { title: msg.popsicPages.title } },
  // Paths match case-insensitively: this one also serves /popsic/MicroLectureList (000 §2.3 names both).
  {
    path: '/popsic/microLectureList',
    element: <LectureListPage />,
    handle: { title: msg.popsicPages.lectures.title },
  },
  // The submission wizard (issue 16): a new work, or `?id=` to edit one.
  {
    path: '/popsic/contribution',
    element: <ContributionPage />,
    handle: { title: msg.contributionPages.title },
  },
  {
    path: '/popsic/microLectureDetail/:id',
    element: <LectureDetailPage />,
    handle: { title: msg.popsicPages.lectures.title },
  },
];
