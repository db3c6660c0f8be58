import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';
import { PopsicColumn } from './PopsicColumn';

const PopsicHomePage = lazy(() => import('./PopsicHomePage'));
const AllWorksPage = lazy(() => import('./AllWorksPage'));
const SearchWorksPage = lazy(() => import('./SearchWorksPage'));
const WorkDetailPage = lazy(() => import('./WorkDetailPage'));
const LectureListPage = lazy(() => import('./LectureListPage'));
const LectureDetailPage = lazy(() => import('./LectureDetailPage'));
const ContributionPage = lazy(() => import('./contribution/ContributionPage'));

/** The works contest's public pages (000 §2.3; issue 15), in the portal's column (issue 31). */
const publicPages: RouteObject[] = [
  { path: '/popsic', element: <PopsicHomePage />, handle: { title: msg.pageTitles.popsic } },
  { path: '/popsic/works', element: <PopsicHomePage />, handle: { title: msg.pageTitles.popsic } },
  { path: '/popsic/allWorks/:id', element: <AllWorksPage />, handle: { title: msg.pageTitles.popsic } },
  { path: '/popsic/searchWorks', element: <SearchWorksPage />, handle: { title: msg.pageTitles.popsic } },
  { path: '/popsic/worksDetail/:id', element: <WorkDetailPage />, handle: { title: msg.pageTitles.popsic } },
  // Paths match case-insensitively: this one also serves /popsic/MicroLectureList (000 §2.3 names both).
  {
    path: '/popsic/microLectureList',
    element: <LectureListPage />,
    handle: { title: msg.pageTitles.microLectures },
  },
  {
    path: '/popsic/microLectureDetail/:id',
    element: <LectureDetailPage />,
    handle: { title: msg.pageTitles.microLectures },
  },
];

export const popsicRoutes: RouteObject[] = [
  { element: <PopsicColumn />, children: publicPages },
  // The submission wizard (issue 16): a new work, or `?id=` to edit one; it has its own narrower column.
  {
    path: '/popsic/contribution',
    element: <ContributionPage />,
    handle: { title: msg.pageTitles.contribution },
  },
];
