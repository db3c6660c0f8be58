import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { JOURNAL_PAGE_SIZE, type JournalCategory } from '../../domain/journals';
import { literatureListResponse, literatureViewResponse, type Literature } from '../schemas/journals';
import { nullWhenNotFound, rowsAndTotal } from './answers';
import { request } from './client';

/** 001 §7 "Experts, schedule, journals": the journals' calls. */
export interface JournalListParams {
  category: JournalCategory;
  pageNum: number;
  author: string;
}

export const journalKeys = {
  all: ['journals'] as const,
  list: (p: JournalListParams) => [...journalKeys.all, 'list', p] as const,
  detail: (id: string) => [...journalKeys.all, 'detail', id] as const,
};

type Opts = { signal?: AbortSignal };

/** GET /api/literature/list (pageSize 15, pageNum, category, author) → rows, total. */
export const literatureList = async (
  p: JournalListParams,
  opts: Opts = {},
): Promise<{ rows: Literature[]; total: number }> => {
  const res = await request({
    url: '/api/literature/list',
    params: {
      pageSize: JOURNAL_PAGE_SIZE,
      pageNum: p.pageNum,
      category: p.category,
      author: p.author === '' ? undefined : p.author,
    },
    schema: literatureListResponse,
    ...opts,
  });
  return rowsAndTotal(res);
};

/** GET /api/literature/view/{id}; `null` when the server says there is no such journal (code 404). */
export const literatureView = async (id: string, opts: Opts = {}): Promise<Literature | null> => {
  const res = await nullWhenNotFound(
    request({
      url: `/api/literature/view/${encodeURIComponent(id)}`,
      schema: literatureViewResponse,
      silent: true,
      ...opts,
    }),
  );
  return res === null ? null : res.data;
};

export const journalListQuery = (p: JournalListParams) =>
  queryOptions({
    queryKey: journalKeys.list(p),
    queryFn: ({ signal }) => literatureList(p, { signal }),
    // The old page stays while the next loads (no jump to a skeleton between pages).
    placeholderData: keepPreviousData,
  });

export const journalDetailQuery = (id: string) =>
  queryOptions({
    queryKey: journalKeys.detail(id),
    queryFn: ({ signal }) => literatureView(id, { signal }),
  });
