import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const SchedulePage = lazy(() => import('./SchedulePage'));

/** The live schedule (001 §2), linked from the live discussion page /live. */
export const scheduleRoutes: RouteObject[] = [
  { path: '/schedule', element: <SchedulePage />, handle: { title: msg.pageTitles.schedule } },
];
