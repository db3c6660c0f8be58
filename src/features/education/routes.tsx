import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const EducationHomePage = lazy(() => import('./EducationHomePage'));
const CategoryPage = lazy(() => import('./CategoryPage'));
const RichTextPage = lazy(() => import('./RichTextPage'));
const SeriesPage = lazy(() => import('./SeriesPage'));

/**
 * The pages of this feature, spread into the shell's routes by src/app/routes.tsx: /education,
 * /edu/:vType, /youthDetail/:videoId, /molecular/:videoId, /educourse/series. Pages load lazily.
 */
export const educationRoutes: RouteObject[] = [
  { path: '/education', element: <EducationHomePage /> },
  { path: '/edu/:vType', element: <CategoryPage /> },
  { path: '/youthDetail/:videoId', element: <RichTextPage /> },
  { path: '/molecular/:videoId', element: <RichTextPage /> },
  { path: '/educourse/series', element: <SeriesPage /> },
];
