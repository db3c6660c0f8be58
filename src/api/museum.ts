import { queryOptions } from '@tanstack/react-query';
import { museumListResponse, museumViewResponse, type Exhibitor } from '../schemas/museum';
import { request } from './client';

/** 001 §7 "Museum and rank": the museum's calls. */
export const museumKeys = {
  all: ['museum'] as const,
  list: () => [...museumKeys.all, 'list'] as const,
};

type Opts = { signal?: AbortSignal };

/** GET /api/museum/list → rows, total. */
export const museumList = async (opts: Opts = {}): Promise<Exhibitor[]> =>
  (await request({ url: '/api/museum/list', schema: museumListResponse, ...opts })).rows;

/**
 * GET /api/museum/view?id: counts a view, answers the new count. Silent: the VR hall has already
 * opened, so a failed count is nothing the visitor has to act on.
 */
export const museumView = async (id: string): Promise<{ id: string; viewCount: number }> =>
  (await request({ url: '/api/museum/view', params: { id }, schema: museumViewResponse, silent: true })).data;

export const museumListQuery = () =>
  queryOptions({ queryKey: museumKeys.list(), queryFn: ({ signal }) => museumList({ signal }) });
