import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const MuseumPage = lazy(() => import('./MuseumPage'));

/**
 * The museum (001 §2 does not give its path): /museum, where the menu's 产业园 and 000 §2.1's route
 * list already point (docs/decisions/0030).
 */
export const museumRoutes: RouteObject[] = [
  { path: '/museum', element: <MuseumPage />, handle: { title: msg.pageTitles.museum } },
];
