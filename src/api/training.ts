import { queryOptions } from '@tanstack/react-query';
import {
  applyStateResponse,
  commentListResponse,
  examRecordResponse,
  groupsResponse,
  likeResponse,
  okResponse,
  TRAINING_LIST_PAGE_SIZE,
  videoListResponse,
  videoResponse,
  watchRecordResponse,
  type ApplyBody,
  type ExamRecordBody,
} from '../schemas/training';
import { request } from './client';
import { postKeepalive } from './keepalive';

/** Training calls (001 §7 Training). */
export const trainingKeys = {
  all: ['training'] as const,
  groups: () => [...trainingKeys.all, 'groups'] as const,
  list: (token: string | null) => [...trainingKeys.all, 'list', token ? 'user' : 'anon'] as const,
  video: (id: number) => [...trainingKeys.all, 'video', id] as const,
  /** The video as this visitor sees it: the address only for approved trainees, so per session kind. */
  videoFor: (id: number, token: string | null) =>
    [...trainingKeys.video(id), token ? 'user' : 'anon'] as const,
  recList: (id: number) => [...trainingKeys.all, 'recList', id] as const,
  comments: (id: number) => [...trainingKeys.all, 'comments', id] as const,
};

type Opts = { signal?: AbortSignal };

export const groups = async (opts: Opts = {}) =>
  (await request({ url: '/api/training/setting/groups', schema: groupsResponse, ...opts })).data;

export const videoList = async (opts: Opts = {}) =>
  (
    await request({
      url: '/api/training/video/list',
      params: { pageNum: 1, pageSize: TRAINING_LIST_PAGE_SIZE },
      schema: videoListResponse,
      ...opts,
    })
  ).rows;

export const video = async (id: number, opts: Opts = {}) =>
  (await request({ url: `/api/training/video/${id}`, schema: videoResponse, ...opts })).data;

export const recList = async (id: number, opts: Opts = {}) =>
  (await request({ url: '/api/training/video/recList', params: { id }, schema: videoListResponse, ...opts }))
    .rows;

export const comments = async (trainingVideoId: number, opts: Opts = {}) =>
  (
    await request({
      url: '/api/training/comment/list',
      params: { trainingVideoId },
      schema: commentListResponse,
      ...opts,
    })
  ).rows;

/** The course groups (the chips of /training/index). */
export const trainingGroupsQuery = () =>
  queryOptions({ queryKey: trainingKeys.groups(), queryFn: ({ signal }) => groups({ signal }) });

/** The training videos; their learningProcess depends on the user, so the key does too. */
export const trainingListQuery = (token: string | null) =>
  queryOptions({ queryKey: trainingKeys.list(token), queryFn: ({ signal }) => videoList({ signal }) });

/** One video as this visitor sees it (the address only for approved trainees). */
export const trainingVideoQuery = (id: number, token: string | null) =>
  queryOptions({
    queryKey: trainingKeys.videoFor(id, token),
    queryFn: ({ signal }) => video(id, { signal }),
  });

/** The recommendations beside a video. */
export const trainingRecListQuery = (id: number) =>
  queryOptions({ queryKey: trainingKeys.recList(id), queryFn: ({ signal }) => recList(id, { signal }) });

/** A video's comments (the shared CommentBoard takes the key and the call). */
export const trainingCommentsQuery = (id: number) =>
  queryOptions({
    queryKey: trainingKeys.comments(id),
    queryFn: ({ signal }) => comments(id, { signal }),
  });

export const postComment = async (trainingVideoId: number, text: string) => {
  await request({
    method: 'post',
    url: '/api/training/comment',
    data: { trainingVideoId, text },
    schema: okResponse,
    auth: true,
  });
};

/** POST /api/training/video/count/plus { id, likeCount } → the new count. Silent: the like machine reports a refusal. */
export const like = async (id: number, likeCount: number) =>
  (
    await request({
      method: 'post',
      url: '/api/training/video/count/plus',
      data: { id, likeCount },
      schema: likeResponse,
      auth: true,
      silent: true,
    })
  ).data.likeCount;

export const watchRecordInfo = async (trainingVideoId: number) =>
  (
    await request({
      url: '/api/training/watch_video/record/info',
      params: { trainingVideoId },
      schema: watchRecordResponse,
      auth: true,
    })
  ).data;

export const saveWatchRecord = async (body: {
  trainingVideoId: number;
  watchPosition: number;
  maxPosition: number;
  completed: 0 | 1;
}) => {
  await request({
    method: 'post',
    url: '/api/training/watch_video/record',
    data: body,
    schema: okResponse,
    auth: true,
    silent: true,
  });
};

/** The same record with a keepalive request: it survives the page closing (watch machine's page.hide). */
export const flushWatchRecord = (body: {
  trainingVideoId: number;
  watchPosition: number;
  maxPosition: number;
  completed: 0 | 1;
}): void => postKeepalive('/api/training/watch_video/record', body);

/** The machine reports these failures itself (silent): one failure, one message. */
export const applyQuery = async (groupId: string) =>
  (
    await request({
      url: '/api/training/apply/query',
      params: { groupId },
      schema: applyStateResponse,
      auth: true,
      silent: true,
    })
  ).data;

export const apply = async (body: ApplyBody) => {
  await request({
    method: 'post',
    url: '/api/training/apply',
    data: body,
    schema: okResponse,
    auth: true,
    silent: true,
  });
};

export const examRecordLast = async (trainingVideoId: number) =>
  (
    await request({
      url: '/api/training/exam/record/last',
      params: { trainingVideoId },
      schema: examRecordResponse,
      auth: true,
      silent: true,
    })
  ).data;

export const examRecord = async (body: ExamRecordBody) =>
  (
    await request({
      method: 'post',
      url: '/api/training/exam/record',
      data: body,
      schema: examRecordResponse,
      auth: true,
      silent: true,
    })
  ).data;
