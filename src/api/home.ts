import { queryOptions } from '@tanstack/react-query';
import {
  coursesListResponse,
  itemOrderResponse,
  listNewResponse,
  newsDetailResponse,
  newsListResponse,
  slideshowResponse,
  NEW_COURSES_LIMIT,
  NEWS_SCROLL_LIMIT,
  NEWS_TOP_LIMIT,
  type CourseCard,
  type NewsItem,
  type Slide,
} from '../schemas/home';
import { ANNOUNCEMENT_TYPE, NEWS_SCROLL_TYPE, NEWS_TOP_TYPE } from '../../domain/news';
import { nullWhenNotFound, rowsAndTotal } from './answers';
import { request } from './client';

/** Home and news calls (000 §7.2). */
export const homeKeys = {
  all: ['home'] as const,
  slideshow: (type?: string) => [...homeKeys.all, 'slideshow', type ?? 'all'] as const,
  itemOrder: (module: string) => [...homeKeys.all, 'itemOrder', module] as const,
  listNew: (limit: number) => [...homeKeys.all, 'listNew', limit] as const,
  newsList: (type: number, limit: number) => [...homeKeys.all, 'news', 'list', type, limit] as const,
  newsInfo: (id: string) => [...homeKeys.all, 'news', 'info', id] as const,
  coursesList: () => [...homeKeys.all, 'courses'] as const,
};

type Opts = { signal?: AbortSignal };

/** GET /api/radio/slideshowList: slides by category data code (the home banner uses `homepage`). */
export const slideshowList = async (
  slideshowType?: string,
  opts: Opts = {},
): Promise<Record<string, Slide[]>> => {
  const res = await request({
    url: '/api/radio/slideshowList',
    params: { slideshowType },
    schema: slideshowResponse,
    ...opts,
  });
  return res.data;
};

/** GET /api/dynamic/config/itemOrder?module → the comma-separated order, or null when none. */
export const itemOrder = async (module: string, opts: Opts = {}): Promise<string | null> => {
  const res = await request({
    url: '/api/dynamic/config/itemOrder',
    params: { module },
    schema: itemOrderResponse,
    ...opts,
  });
  const order = res.msg?.trim() ?? '';
  return order === '' ? null : order;
};

/** Every slideshow category at once (the home banner picks `homepage`). */
export const slideshowQuery = () =>
  queryOptions({
    queryKey: homeKeys.slideshow(),
    queryFn: ({ signal }) => slideshowList(undefined, { signal }),
  });

/** A module's tile order; no retry (/education shows no tiles on a failure, 000 §9). */
export const itemOrderQuery = (module: string) =>
  queryOptions({
    queryKey: homeKeys.itemOrder(module),
    queryFn: ({ signal }) => itemOrder(module, { signal }),
    retry: false,
  });

/** GET /api/youth/video/listNew?limit */
export const listNew = async (limit: number, opts: Opts = {}): Promise<CourseCard[]> => {
  const res = await request({
    url: '/api/youth/video/listNew',
    params: { limit },
    schema: listNewResponse,
    ...opts,
  });
  return res.data;
};

/** GET /api/radio/indexNewsInfoList?type&limit */
export const newsList = async (
  type: number,
  limit: number,
  opts: Opts = {},
): Promise<{ rows: NewsItem[]; total: number }> => {
  const res = await request({
    url: '/api/radio/indexNewsInfoList',
    params: { type, limit },
    schema: newsListResponse,
    ...opts,
  });
  return rowsAndTotal(res);
};

/** GET /api/radio/indexNewsInfo; `null` when the server says there is no such news (code 404). */
export const newsInfo = async (id: string, opts: Opts = {}): Promise<NewsItem | null> => {
  const res = await nullWhenNotFound(
    request({
      url: '/api/radio/indexNewsInfo',
      params: { id },
      schema: newsDetailResponse,
      silent: true,
      ...opts,
    }),
  );
  return res === null ? null : res.data;
};

/** GET /api/radio/coursesList */
export const coursesList = async (opts: Opts = {}) => {
  const res = await request({ url: '/api/radio/coursesList', schema: coursesListResponse, ...opts });
  return res.rows;
};

/** A news row as the home page shows it (title, picture, date): without its body. */
export type NewsHeadline = Pick<NewsItem, 'id' | 'title' | 'imgUrl' | 'jumpUrl' | 'startTime' | 'createTime'>;

/**
 * The home page's lists keep only what they show in the cache: the server hands its cache to the page, and the bodies
 * of the top and scrolling news were 31 of the home page's 33 KB of handed-over state (decision 0093).
 */
const headlines = ({ rows, total }: { rows: NewsItem[]; total: number }) => ({
  rows: rows.map(({ id, title, imgUrl, jumpUrl, startTime, createTime }): NewsHeadline => ({
    id,
    title,
    imgUrl,
    jumpUrl,
    startTime,
    createTime,
  })),
  total,
});

/** The home page's news (top and scrolling), its new courses, /announcement and a news item (000 §9). */
export const topNewsQuery = () =>
  queryOptions({
    queryKey: homeKeys.newsList(NEWS_TOP_TYPE, NEWS_TOP_LIMIT),
    queryFn: ({ signal }) => newsList(NEWS_TOP_TYPE, NEWS_TOP_LIMIT, { signal }).then(headlines),
  });

export const scrollingNewsQuery = () =>
  queryOptions({
    queryKey: homeKeys.newsList(NEWS_SCROLL_TYPE, NEWS_SCROLL_LIMIT),
    queryFn: ({ signal }) => newsList(NEWS_SCROLL_TYPE, NEWS_SCROLL_LIMIT, { signal }).then(headlines),
  });

export const newCoursesQuery = () =>
  queryOptions({
    queryKey: homeKeys.listNew(NEW_COURSES_LIMIT),
    queryFn: ({ signal }) => listNew(NEW_COURSES_LIMIT, { signal }),
  });

export const announcementQuery = () =>
  queryOptions({
    queryKey: homeKeys.newsList(ANNOUNCEMENT_TYPE, NEWS_SCROLL_LIMIT),
    queryFn: ({ signal }) => newsList(ANNOUNCEMENT_TYPE, NEWS_SCROLL_LIMIT, { signal }),
  });

export const newsDetailQuery = (id: string) =>
  queryOptions({ queryKey: homeKeys.newsInfo(id), queryFn: ({ signal }) => newsInfo(id, { signal }) });
