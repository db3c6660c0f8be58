import { queryOptions } from '@tanstack/react-query';
import { EXCHANGED_PAGE_SIZE, videoListResponse, type VideoCard } from '../schemas/education';
import {
  ownRankResponse,
  rankTopResponse,
  type RankRow,
  SCORE_RECORD_PAGE_SIZE,
  scoreRecordResponse,
  signInInfoResponse,
  signInResponse,
  type ScoreRecord,
  type SignInInfo,
} from '../schemas/points';
import { request } from './client';

/** The user centre's calls (001 §7 User centre): sign-in, the score record, exchanged courses. */
export const pointsKeys = {
  all: ['points'] as const,
  signIn: () => [...pointsKeys.all, 'signIn'] as const,
  records: (page: number) => [...pointsKeys.all, 'records', page] as const,
  exchanged: (page: number) => [...pointsKeys.all, 'exchanged', page] as const,
  rankTop: () => [...pointsKeys.all, 'rankTop'] as const,
  ownRank: () => [...pointsKeys.all, 'ownRank'] as const,
};

type Opts = { signal?: AbortSignal };
export interface Page<T> {
  rows: T[];
  total: number;
}

/** GET /api/radio/sign_in_record/list (exceptVideoCategory 10). */
export const signInRecord = async (opts: Opts = {}): Promise<SignInInfo> =>
  (
    await request({
      url: '/api/radio/sign_in_record/list',
      params: { exceptVideoCategory: 10 },
      schema: signInInfoResponse,
      auth: true,
      silent: true,
      ...opts,
    })
  ).data;

/** POST /api/radio/sign_in_record/: the machine shows a failure itself. */
export const signIn = async () =>
  (
    await request({
      method: 'post',
      url: '/api/radio/sign_in_record/',
      schema: signInResponse,
      auth: true,
      silent: true,
    })
  ).data;

/** GET /api/radio/radio_user_score/record/list: pages of 10, newest first. */
export const scoreRecords = async (page: number, opts: Opts = {}): Promise<Page<ScoreRecord>> => {
  const r = await request({
    url: '/api/radio/radio_user_score/record/list',
    params: {
      pageNum: page,
      pageSize: SCORE_RECORD_PAGE_SIZE,
      orderByColumn: 'createTime',
      isAsc: 'desc',
    },
    schema: scoreRecordResponse,
    auth: true,
    ...opts,
  });
  return { rows: r.rows, total: r.total ?? r.rows.length };
};

/** GET /api/youth/video/exchange/list: pages of 6. */
export const exchangedCourses = async (page: number, opts: Opts = {}): Promise<Page<VideoCard>> => {
  const r = await request({
    url: '/api/youth/video/exchange/list',
    params: { pageNum: page, pageSize: EXCHANGED_PAGE_SIZE },
    schema: videoListResponse,
    auth: true,
    ...opts,
  });
  return { rows: r.rows, total: r.total ?? r.rows.length };
};

export const scoreRecordsQuery = (page: number) =>
  queryOptions({
    queryKey: pointsKeys.records(page),
    queryFn: ({ signal }) => scoreRecords(page, { signal }),
  });

export const exchangedCoursesQuery = (page: number) =>
  queryOptions({
    queryKey: pointsKeys.exchanged(page),
    queryFn: ({ signal }) => exchangedCourses(page, { signal }),
  });

/** GET /api/radio/radio_user_score/top20 (public). */
export const rankTop = async (opts: Opts = {}): Promise<RankRow[]> =>
  (await request({ url: '/api/radio/radio_user_score/top20', schema: rankTopResponse, ...opts })).data;

/** GET /api/radio/radio_user_score/: the user's own rank. */
export const ownRank = async (opts: Opts = {}): Promise<RankRow> =>
  (await request({ url: '/api/radio/radio_user_score/', schema: ownRankResponse, auth: true, ...opts })).data;

export const rankTopQuery = () =>
  queryOptions({ queryKey: pointsKeys.rankTop(), queryFn: ({ signal }) => rankTop({ signal }) });

export const ownRankQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: pointsKeys.ownRank(),
    queryFn: ({ signal }) => ownRank({ signal }),
    enabled: loggedIn,
  });
