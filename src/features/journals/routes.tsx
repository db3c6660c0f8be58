import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const JournalListPage = lazy(() => import('./JournalListPage'));
const JournalDetailPage = lazy(() => import('./JournalDetailPage'));
const JournalPreviewPage = lazy(() => import('./JournalPreviewPage'));
const EduMeetingPage = lazy(() => import('./EduMeetingPage'));

/** Journals and the PDF pages (001 §2 "Journals"). */
export const journalRoutes: RouteObject[] = [
  { path: '/journal', element: <JournalListPage />, handle: { title: msg.titles.journal } },
  { path: '/journal/:id', element: <JournalDetailPage />, handle: { title: msg.titles.journal } },
  {
    path: '/journalpreview/:fileId',
    element: <JournalPreviewPage />,
    handle: { title: msg.pageTitles.journalPreview },
  },
  { path: '/eduMetting', element: <EduMeetingPage />, handle: { title: msg.pageTitles.eduMeeting } },
];
