import { queryOptions } from '@tanstack/react-query';
import {
  bannerListResponse,
  byVidResponse,
  commentListResponse,
  dictResponse,
  emxRecordResponse,
  hotResponse,
  okResponse,
  quizSubmitResponse,
  videoDetailResponse,
  videoListResponse,
  EDU_LIST_PAGE_SIZE,
  type AnswerRow,
  type Banner,
  type Comment,
  type DictEntry,
  type EmxInfoForm,
  type VideoCard,
  type VideoDetail,
} from '../schemas/education';
import { rowsAndTotal } from './answers';
import { request } from './client';

/** Education calls of the browsing side (001 §7 "Education videos"): lists, banners, quiz, comments, emx. */
export const educationKeys = {
  all: ['education'] as const,
  banners: (category: number) => [...educationKeys.all, 'banners', category] as const,
  list: (category: number, videoType?: number) =>
    [...educationKeys.all, 'list', category, videoType ?? 'all'] as const,
  detail: (id: string) => [...educationKeys.all, 'detail', id] as const,
  seriesTypes: () => [...educationKeys.all, 'seriesTypes'] as const,
  comments: (videoId: string) => [...educationKeys.all, 'comments', videoId] as const,
  hot: (videoId: string) => [...educationKeys.all, 'hot', videoId] as const,
  answers: (videoId: string) => [...educationKeys.all, 'answers', videoId] as const,
};

type Opts = { signal?: AbortSignal; silent?: boolean };

/** GET /api/youth/bg/conf/list?category&platform=pc */
export const bannerList = async (category: number, opts: Opts = {}): Promise<Banner[]> => {
  const res = await request({
    url: '/api/youth/bg/conf/list',
    params: { category, platform: 'pc' },
    schema: bannerListResponse,
    ...opts,
  });
  return res.rows;
};

/** GET /api/youth/video/list: a whole category (page size 9999), newest first (001 §9). */
export const videoList = async (
  q: { videoCategory: number; videoType?: number },
  opts: Opts = {},
): Promise<{ rows: VideoCard[]; total: number }> => {
  const res = await request({
    url: '/api/youth/video/list',
    params: {
      videoCategory: q.videoCategory,
      videoType: q.videoType,
      pageNum: 1,
      pageSize: EDU_LIST_PAGE_SIZE,
      orderByColumn: 'videoDate',
      isAsc: 'desc',
    },
    schema: videoListResponse,
    ...opts,
  });
  return rowsAndTotal(res);
};

/** GET /api/youth/video/{id} */
export const videoDetail = async (id: string, opts: Opts = {}): Promise<VideoDetail> => {
  const res = await request({
    url: `/api/youth/video/${encodeURIComponent(id)}`,
    schema: videoDetailResponse,
    ...opts,
  });
  return res.data;
};

/** GET /api/dict/data/type/edu_series_type */
export const seriesTypes = async (opts: Opts = {}): Promise<DictEntry[]> => {
  const res = await request({ url: '/api/dict/data/type/edu_series_type', schema: dictResponse, ...opts });
  return res.data;
};

/** GET /api/youth/question/by_vid?videoId: the answers of the user's latest attempt. */
export const savedAnswers = async (videoId: string, opts: Opts = {}): Promise<AnswerRow[]> => {
  const res = await request({
    url: '/api/youth/question/by_vid',
    params: { videoId },
    schema: byVidResponse,
    auth: true,
    ...opts,
  });
  return res.rows;
};

/** POST /api/youth/question. The quiz machine reports failures (silent here). */
export const submitQuiz = async (videoId: string, answers: Record<string, string>): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/youth/question',
    data: {
      videoId: Number(videoId),
      questionList: Object.entries(answers).map(([id, answerItems]) => ({ id: Number(id), answerItems })),
    },
    schema: quizSubmitResponse,
    auth: true,
    silent: true,
  });
};

/** GET /api/emx/emx_record?videoId → whether the user has a reading record. */
export const hasReadingRecord = async (videoId: string, opts: Opts = {}): Promise<boolean> => {
  const res = await request({
    url: '/api/emx/emx_record',
    params: { videoId },
    schema: emxRecordResponse,
    auth: true,
    ...opts,
  });
  return res.data !== null;
};

/** POST /api/emx/emx_record { videoId } (the machine reports failures). */
export const createReadingRecord = async (videoId: string): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/emx/emx_record',
    data: { videoId: Number(videoId) },
    schema: okResponse,
    auth: true,
    silent: true,
  });
};

/** POST /api/emx/emx_info (the info form's machine reports failures). */
export const submitEmxInfo = async (form: EmxInfoForm): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/emx/emx_info',
    data: form,
    schema: okResponse,
    auth: true,
    silent: true,
  });
};

/** GET /api/youth/comment/list?youthVideoId */
export const commentList = async (videoId: string, opts: Opts = {}): Promise<Comment[]> => {
  const res = await request({
    url: '/api/youth/comment/list',
    params: { youthVideoId: videoId },
    schema: commentListResponse,
    ...opts,
  });
  return res.rows;
};

/** POST /api/youth/comment { comment_type: 1, text, youthVideoId } */
export const addComment = async (videoId: string, text: string): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/youth/comment',
    data: { comment_type: 1, text, youthVideoId: Number(videoId) },
    schema: okResponse,
    auth: true,
  });
};

/** GET /api/youth/hot/get?youthVideoId */
export const hotGet = async (videoId: string, opts: Opts = {}) => {
  const res = await request({
    url: '/api/youth/hot/get',
    params: { youthVideoId: videoId },
    schema: hotResponse,
    ...opts,
  });
  return res.data;
};

/** POST /api/youth/hot/add { youthVideoId }. Silent: the like machine reports a refusal (one failure, one message). */
export const hotAdd = async (videoId: string): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/youth/hot/add',
    data: { youthVideoId: Number(videoId) },
    schema: okResponse,
    auth: true,
    silent: true,
  });
};

/** A category's banners; silent: the page works without them. */
export const bannersQuery = (category: number) =>
  queryOptions({
    queryKey: educationKeys.banners(category),
    queryFn: ({ signal }) => bannerList(category, { signal, silent: true }),
  });

/**
 * A whole category (or one series group). No retry: 001 §8 sends the user back to /education on a list
 * failure, once, with the client's message.
 */
export const videoListQuery = (videoCategory: number, videoType?: number) =>
  queryOptions({
    queryKey: educationKeys.list(videoCategory, videoType),
    queryFn: ({ signal }) => videoList({ videoCategory, videoType }, { signal }),
    retry: false,
  });

/** The rich-text article of /youthDetail and /molecular; no retry (a failure goes back, 001 §8). */
export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: educationKeys.detail(id),
    queryFn: ({ signal }) => videoDetail(id, { signal }),
    retry: false,
  });

/** The series groups (dictionary edu_series_type); silent: without them only 全部 shows. */
export const seriesTypesQuery = () =>
  queryOptions({
    queryKey: educationKeys.seriesTypes(),
    queryFn: ({ signal }) => seriesTypes({ signal, silent: true }),
  });

/** A video's heart count and whether the user has hearted it; silent. */
export const hotQuery = (videoId: string) =>
  queryOptions({
    queryKey: educationKeys.hot(videoId),
    queryFn: ({ signal }) => hotGet(videoId, { signal, silent: true }),
  });
