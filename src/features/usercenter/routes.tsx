import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';

const UserCenterPage = lazy(() => import('./UserCenterPage'));

/** The user centre (001 §2). */
export const userCenterRoutes: RouteObject[] = [
  { path: '/usercenter/index', element: <UserCenterPage />, handle: { title: msg.avatar.userCenter } },
];
