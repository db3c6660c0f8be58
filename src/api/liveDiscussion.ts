import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  applyConsultationResponse,
  indexListResponse,
  LIVE_LIST_PAGE_SIZE,
  verifyPassResponse,
  type ConsultationBody,
  type LiveSessionPage,
} from '../schemas/liveDiscussion';
import { request } from './client';

/** Live discussion calls (000 §7.3). */
export const liveDiscussionKeys = {
  all: ['liveDiscussion'] as const,
  indexList: () => [...liveDiscussionKeys.all, 'indexList'] as const,
  page: (pageNum: number) => [...liveDiscussionKeys.indexList(), pageNum] as const,
};

type Opts = { signal?: AbortSignal };

/** GET /api/live/indexList?pageNum&pageSize → one page of the sessions (live now, reserved, ended). */
export const indexList = async (pageNum = 1, opts: Opts = {}): Promise<LiveSessionPage> => {
  const res = await request({
    url: '/api/live/indexList',
    params: { pageNum, pageSize: LIVE_LIST_PAGE_SIZE },
    schema: indexListResponse,
    ...opts,
  });
  return { rows: res.data, total: res.total ?? res.data.length };
};

/** One page of the sessions; the previous page stays on screen while the next one loads. */
export const liveSessionsQuery = (pageNum: number) =>
  queryOptions({
    queryKey: liveDiscussionKeys.page(pageNum),
    queryFn: ({ signal }) => indexList(pageNum, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * POST /api/live/verifyPass/{id}/{password}: resolves with the meeting link when the password opens the
 * session, rejects with the server's message otherwise. Silent: the join machine shows the message.
 */
export const verifyPass = async (id: string, password: string): Promise<{ link: string }> => {
  const res = await request({
    method: 'post',
    url: `/api/live/verifyPass/${encodeURIComponent(id)}/${encodeURIComponent(password)}`,
    schema: verifyPassResponse,
    silent: true,
  });
  return { link: res.data?.link ?? '' };
};

/** POST /api/live/applyConsultation (bearer). Silent: the dialog shows 无法发起讨论，请联系管理员. */
export const applyConsultation = async (body: ConsultationBody): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/live/applyConsultation',
    data: body,
    schema: applyConsultationResponse,
    auth: true,
    silent: true,
  });
};
