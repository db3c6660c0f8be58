import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  okResponse,
  RECOMMEND_PAGE_SIZE,
  videoDetailResponse,
  videoListResponse,
  watchRecordInfoResponse,
  watchRecordSaveResponse,
  type VideoCard,
  type VideoDetail,
  type WatchRecordInfo,
} from '../schemas/education';
import { request } from './client';
import { postKeepalive } from './keepalive';

/** The player side of the education videos (001 §7): detail, real video, redeem, recommendations, watch records. */
export const videoKeys = {
  all: ['video'] as const,
  detail: (id: string) => [...videoKeys.all, 'detail', id] as const,
  recommend: (id: string) => [...videoKeys.all, 'recommend', id] as const,
  record: (id: string) => [...videoKeys.all, 'record', id] as const,
};

type Opts = { signal?: AbortSignal; silent?: boolean };

/** GET /api/youth/video/{id} (token optional). */
export const fetchVideo = async (id: string, opts: Opts = {}): Promise<VideoDetail> =>
  (await request({ url: `/api/youth/video/${encodeURIComponent(id)}`, schema: videoDetailResponse, ...opts }))
    .data;

/**
 * The video info of the detail page (silent, no retry: a visitor's failure is one toast and back, 001 §8;
 * a logged-in user's access machine reads the same cache entry and reports its own failure).
 */
export const videoDetailQuery = (id: string) =>
  queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) => fetchVideo(id, { signal, silent: true }),
    retry: false,
  });

/** GET /api/youth/video/real/{id}: the full video after a redeem (the access machine reports failures). */
export const fetchRealVideo = async (id: string): Promise<VideoDetail> =>
  (
    await request({
      url: `/api/youth/video/real/${encodeURIComponent(id)}`,
      schema: videoDetailResponse,
      auth: true,
      silent: true,
    })
  ).data;

/** POST /api/youth/video/exchange/{id}: spends scoreCurrPrice once (the access machine reports failures). */
export const exchangeVideo = async (id: string): Promise<void> => {
  await request({
    method: 'post',
    url: `/api/youth/video/exchange/${encodeURIComponent(id)}`,
    schema: z.looseObject({ code: z.number(), msg: z.string().nullish() }),
    auth: true,
    silent: true,
  });
};

/** GET /api/youth/video/recomList?id&pageNum=1&pageSize=12 */
export const recommendations = async (id: string, opts: Opts = {}): Promise<VideoCard[]> =>
  (
    await request({
      url: '/api/youth/video/recomList',
      params: { id, pageNum: 1, pageSize: RECOMMEND_PAGE_SIZE },
      schema: videoListResponse,
      ...opts,
    })
  ).rows;

export const recommendationsQuery = (id: string) =>
  queryOptions({
    queryKey: videoKeys.recommend(id),
    queryFn: ({ signal }) => recommendations(id, { signal }),
  });

/** GET /api/youth/watch_video/record/info?videoId: the saved record or null. */
export const watchRecordInfo = async (videoId: string): Promise<WatchRecordInfo | null> =>
  (
    await request({
      url: '/api/youth/watch_video/record/info',
      params: { videoId },
      schema: watchRecordInfoResponse,
      auth: true,
      silent: true,
    })
  ).data;

export interface WatchRecordBody {
  youthVideoId: number;
  watchPosition: number;
  maxPosition: number;
  completed: 0 | 1;
}

/** Positions go to the server in whole tenths of a second. */
const tenth = (n: number) => Math.round(n * 10) / 10;
export const recordBody = (r: {
  videoId: number;
  watchPosition: number;
  maxPosition: number;
  completed: 0 | 1;
}): WatchRecordBody => ({
  youthVideoId: r.videoId,
  watchPosition: tenth(r.watchPosition),
  maxPosition: tenth(r.maxPosition),
  completed: r.completed,
});

/** POST /api/youth/watch_video/record (silent: a lost record is replaced by the next, 3 s later). */
export const saveWatchRecord = async (body: WatchRecordBody): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/youth/watch_video/record',
    data: body,
    schema: watchRecordSaveResponse,
    auth: true,
    silent: true,
  });
};

/** The same record with a keepalive request: it survives the page closing (watch machine's page.hide). */
export const flushWatchRecord = (body: WatchRecordBody): void =>
  postKeepalive('/api/youth/watch_video/record', body);

/** POST /api/youth/record { youthVideoId, radioUserId }: the first play of a page view (one view). */
export const sendFirstPlay = async (videoId: number, radioUserId?: string | number): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/youth/record',
    data: { youthVideoId: videoId, ...(radioUserId !== undefined ? { radioUserId } : {}) },
    schema: okResponse,
    auth: true,
    silent: true,
  });
};
