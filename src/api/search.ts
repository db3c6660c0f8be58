import { queryOptions } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type SearchTab } from '../../domain/searchRoute';
import { searchResponse, type SearchAnswer } from '../schemas/search';
import { request } from './client';

/** Global search (001 §7 Search). */
export const searchKeys = {
  all: ['search'] as const,
  list: (keyword: string, tab: SearchTab, page: number) => [...searchKeys.all, keyword, tab, page] as const,
};

type Opts = { signal?: AbortSignal };

/** GET /api/search/list (size, page, keyword, majorCategory). Silent: the page shows a failure itself (001 §8). */
export const searchList = async (
  keyword: string,
  tab: SearchTab,
  page: number,
  opts: Opts = {},
): Promise<SearchAnswer> =>
  request({
    url: '/api/search/list',
    params: { keyword, majorCategory: tab, page, size: SEARCH_PAGE_SIZE },
    schema: searchResponse,
    silent: true,
    ...opts,
  });

export const searchQuery = (keyword: string, tab: SearchTab, page: number) =>
  queryOptions({
    queryKey: searchKeys.list(keyword, tab, page),
    queryFn: ({ signal }) => searchList(keyword, tab, page, { signal }),
    enabled: keyword.trim() !== '',
  });
