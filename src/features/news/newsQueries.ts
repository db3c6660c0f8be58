import { queryOptions } from '@tanstack/react-query';
import { homeKeys, newsInfo, newsList } from '../../api/home';
import { NEWS_SCROLL_LIMIT } from '../../schemas/home';

/** /announcement lists the type-2 news, the same list the home page scrolls (one cache entry). */
export const ANNOUNCEMENT_TYPE = 2;

export const announcementQuery = () =>
  queryOptions({
    queryKey: homeKeys.newsList(ANNOUNCEMENT_TYPE, NEWS_SCROLL_LIMIT),
    queryFn: ({ signal }) => newsList(ANNOUNCEMENT_TYPE, NEWS_SCROLL_LIMIT, { signal }),
  });

export const newsDetailQuery = (id: string) =>
  queryOptions({ queryKey: homeKeys.newsInfo(id), queryFn: ({ signal }) => newsInfo(id, { signal }) });
