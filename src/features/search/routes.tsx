import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const SearchPage = lazy(() => import('./SearchPage'));
const SearchTransferPage = lazy(() => import('./SearchTransferPage'));

/** Global search (001 §2): the results page and the transfer page of youth results. */
export const searchRoutes: RouteObject[] = [
  { path: '/search', element: <SearchPage />, handle: { title: msg.titles.search } },
  { path: '/searchtransfer', element: <SearchTransferPage />, handle: { title: msg.titles.search } },
];
