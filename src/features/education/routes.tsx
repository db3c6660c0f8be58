import { lazy } from 'react';
import type { Params, RouteObject } from 'react-router-dom';
import { msg } from '../../text/messages';
import { isVType, VIDEO_CATEGORY_BY_TYPE } from '../../../domain/categories';

const EducationHomePage = lazy(() => import('./EducationHomePage'));
const CategoryPage = lazy(() => import('./CategoryPage'));
const RichTextPage = lazy(() => import('./RichTextPage'));
const SeriesPage = lazy(() => import('./SeriesPage'));

/**
 * The document title of /edu/:vType: the category's tile title (青年学会, MDT, …), else a generic name.
 * Reads the zod-free table, not ./categories: this module is in the entry chunk (0019).
 */
const categoryTitle = ({ vType }: Params) =>
  (isVType(vType) ? msg.pageTitles.educationCategories[VIDEO_CATEGORY_BY_TYPE[vType]] : undefined) ??
  msg.titles.category;

/**
 * The pages of this feature, spread into the shell's routes by src/app/routes.tsx: /education,
 * /edu/:vType, /youthDetail/:videoId, /molecular/:videoId, /educourse/series. Pages load lazily;
 * `handle.title` names each for the document title (src/app/routeTitle.ts).
 */
export const educationRoutes: RouteObject[] = [
  { path: '/education', element: <EducationHomePage />, handle: { title: msg.menu.physicians } },
  { path: '/edu/:vType', element: <CategoryPage />, handle: { title: categoryTitle } },
  { path: '/youthDetail/:videoId', element: <RichTextPage />, handle: { title: msg.titles.article } },
  { path: '/molecular/:videoId', element: <RichTextPage />, handle: { title: msg.titles.article } },
  { path: '/educourse/series', element: <SeriesPage />, handle: { title: msg.pageTitles.series } },
];
