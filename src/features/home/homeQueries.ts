import { queryOptions } from '@tanstack/react-query';
import { homeKeys, listNew, newsList } from '../../api/home';
import { NEW_COURSES_LIMIT, NEWS_SCROLL_LIMIT, NEWS_TOP_LIMIT } from '../../schemas/home';

/** 000 §9: the home page's news: 10 top items (type 1) and 200 scrolling items (type 2). */
export const NEWS_TOP_TYPE = 1;
export const NEWS_SCROLL_TYPE = 2;
/** The slideshow category code of the home banner; it shows three slides. */
export const HOME_BANNER_KEY = 'homepage';
export const HOME_BANNER_SLIDES = 3;

export const topNewsQuery = () =>
  queryOptions({
    queryKey: homeKeys.newsList(NEWS_TOP_TYPE, NEWS_TOP_LIMIT),
    queryFn: ({ signal }) => newsList(NEWS_TOP_TYPE, NEWS_TOP_LIMIT, { signal }),
  });

export const scrollingNewsQuery = () =>
  queryOptions({
    queryKey: homeKeys.newsList(NEWS_SCROLL_TYPE, NEWS_SCROLL_LIMIT),
    queryFn: ({ signal }) => newsList(NEWS_SCROLL_TYPE, NEWS_SCROLL_LIMIT, { signal }),
  });

export const newCoursesQuery = () =>
  queryOptions({
    queryKey: homeKeys.listNew(NEW_COURSES_LIMIT),
    queryFn: ({ signal }) => listNew(NEW_COURSES_LIMIT, { signal }),
  });
