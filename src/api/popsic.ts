import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  CODE_NO_SESSION,
  MICRO_LECTURE_PAGE_SIZE,
  POPSIC_PAGE_SIZE,
  POPSIC_SEARCH_PAGE_SIZE,
  type PopsicEpoch,
} from '../../domain/popsic';
import { CODE_NOT_FOUND } from '../schemas/common';
import {
  categoryTabsResponse,
  lectureCarouselResponse,
  likeResponse,
  popsicBannerResponse,
  popsicDictResponse,
  popsicSessionResponse,
  postedCommentResponse,
  workCardsResponse,
  workDetailResponse,
  worksByGroupResponse,
  type CategoryTab,
  type LikeResult,
  type PopsicBanner,
  type PopsicDict,
  type PopsicSession,
  type PostedComment,
  type WorkCard,
  type WorkDetail,
  type WorksByGroup,
} from '../schemas/popsic';
import { request } from './client';
import { ApiError } from './errors';

/** 000 §7.4 (banner, session/get, dict) and §7.5: the works contest's calls (docs/api.md "Works contest"). */

type Opts = { signal?: AbortSignal };

/** A page of cards. */
export interface CardPage {
  rows: WorkCard[];
  total: number;
}

export interface CategoryPageParams {
  id: string;
  epoch: PopsicEpoch;
  pageNum: number;
}
export interface WorksSearchParams {
  value: string;
  epoch: PopsicEpoch;
  pageNum: number;
}
export interface LectureSearchParams {
  value: string;
  pageNum: number;
}

/** Work or micro-lecture: the two kinds of item that are liked and commented the same way. */
export type PopsicItemKind = 'work' | 'lecture';

export const popsicKeys = {
  all: ['popsic'] as const,
  banner: (epoch: PopsicEpoch) => [...popsicKeys.all, 'banner', epoch] as const,
  session: () => [...popsicKeys.all, 'session'] as const,
  dict: () => [...popsicKeys.all, 'dict'] as const,
  groups: (epoch: PopsicEpoch) => [...popsicKeys.all, 'groups', epoch] as const,
  categories: (epoch: PopsicEpoch) => [...popsicKeys.all, 'categories', epoch] as const,
  category: (p: CategoryPageParams) => [...popsicKeys.all, 'category', p] as const,
  search: (p: WorksSearchParams) => [...popsicKeys.all, 'search', p] as const,
  work: (id: string, epoch: PopsicEpoch) => [...popsicKeys.all, 'work', id, epoch] as const,
  lectures: (p: LectureSearchParams) => [...popsicKeys.all, 'lectures', p] as const,
  carousel: () => [...popsicKeys.all, 'carousel'] as const,
  lecture: (id: string) => [...popsicKeys.all, 'lecture', id] as const,
};

// ---------------------------------------------------------------- fetchers

/** GET /api/science/web/banner?epoch → the epoch's banners. */
export const popsicBanners = async (epoch: PopsicEpoch, opts: Opts = {}): Promise<PopsicBanner[]> =>
  (
    await request({
      url: '/api/science/web/banner',
      params: { epoch },
      schema: popsicBannerResponse,
      ...opts,
    })
  ).data;

/**
 * GET /api/science/session/get: the active submission session, or `null` when the server answers code
 * 60016 (no active session: the page shows popsicMsg.sessionEnded). Public (a visitor may ask too);
 * silent: the caller reports other failures (errorMessage).
 */
export const popsicSession = async (opts: Opts = {}): Promise<PopsicSession | null> => {
  try {
    const res = await request({
      url: '/api/science/session/get',
      schema: popsicSessionResponse,
      silent: true,
      ...opts,
    });
    return res.data ?? null;
  } catch (e) {
    if (e instanceof ApiError && e.code === CODE_NO_SESSION) return null;
    throw e;
  }
};

/** GET /api/science/dict → the seven dictionaries (identity, studentType, …). */
export const popsicDict = async (opts: Opts = {}): Promise<PopsicDict> =>
  (await request({ url: '/api/science/dict', schema: popsicDictResponse, ...opts })).data;

/** GET /api/science/web/work/list?epoch → cards by group label (special groups first, then categories). */
export const worksByGroup = async (epoch: PopsicEpoch, opts: Opts = {}): Promise<WorksByGroup> =>
  (
    await request({
      url: '/api/science/web/work/list',
      params: { epoch },
      schema: worksByGroupResponse,
      ...opts,
    })
  ).data;

/** GET /api/science/web/categories/icon?epoch → the category tabs. */
export const categoryTabs = async (epoch: PopsicEpoch, opts: Opts = {}): Promise<CategoryTab[]> =>
  (
    await request({
      url: '/api/science/web/categories/icon',
      params: { epoch },
      schema: categoryTabsResponse,
      ...opts,
    })
  ).data;

const page = (res: { rows: WorkCard[]; total?: number | undefined }): CardPage => ({
  rows: res.rows,
  total: res.total ?? res.rows.length,
});

/** GET /api/science/web/categories/{id}?pageNum,pageSize=40,epoch → rows, total. */
export const categoryWorks = async (p: CategoryPageParams, opts: Opts = {}): Promise<CardPage> =>
  page(
    await request({
      url: `/api/science/web/categories/${encodeURIComponent(p.id)}`,
      params: { pageNum: p.pageNum, pageSize: POPSIC_PAGE_SIZE, epoch: p.epoch },
      schema: workCardsResponse,
      ...opts,
    }),
  );

/** GET /api/science/web/search?value,pageNum,pageSize=40,epoch → rows, total. */
export const searchWorks = async (p: WorksSearchParams, opts: Opts = {}): Promise<CardPage> =>
  page(
    await request({
      url: '/api/science/web/search',
      params: { value: p.value, pageNum: p.pageNum, pageSize: POPSIC_SEARCH_PAGE_SIZE, epoch: p.epoch },
      schema: workCardsResponse,
      ...opts,
    }),
  );

/** Reads a detail; `null` when the server says there is no such item (code 404). */
async function detail(url: string, params: Record<string, string>, opts: Opts): Promise<WorkDetail | null> {
  try {
    return (await request({ url, params, schema: workDetailResponse, silent: true, ...opts })).data;
  } catch (e) {
    if (e instanceof ApiError && e.code === CODE_NOT_FOUND) return null;
    throw e;
  }
}

/** GET /api/science/web/work/{id}?epoch → works, worksFile, worksAuthor, worksComment, worksCommentUser; null = none. */
export const workDetail = (id: string, epoch: PopsicEpoch, opts: Opts = {}) =>
  detail(`/api/science/web/work/${encodeURIComponent(id)}`, { epoch }, opts);

/** GET /api/video/web/search?value,pageNum,pageSize=40 → rows, total. */
export const searchLectures = async (p: LectureSearchParams, opts: Opts = {}): Promise<CardPage> =>
  page(
    await request({
      url: '/api/video/web/search',
      params: { value: p.value, pageNum: p.pageNum, pageSize: MICRO_LECTURE_PAGE_SIZE },
      schema: workCardsResponse,
      ...opts,
    }),
  );

/** GET /api/video/web/carouseList → the carousel's micro-lectures. */
export const lectureCarousel = async (opts: Opts = {}): Promise<WorkCard[]> =>
  (await request({ url: '/api/video/web/carouseList', schema: lectureCarouselResponse, ...opts })).data;

/** GET /api/video/web/videoShow/{id} → the same shape as a work's detail; null = none. */
export const lectureDetail = (id: string, opts: Opts = {}) =>
  detail(`/api/video/web/videoShow/${encodeURIComponent(id)}`, {}, opts);

// ---------------------------------------------------------------- mutations

const itemUrl = (kind: PopsicItemKind, id: string) =>
  kind === 'work'
    ? `/api/science/web/work/${encodeURIComponent(id)}`
    : `/api/video/web/videoShow/${encodeURIComponent(id)}`;

/**
 * POST …/work/{id}/like or …/videoShow/{id}/like (bearer, empty body) → the new like count. Silent: the
 * like machine rolls back and shows the server's message (000 §8).
 */
export const likeItem = async (kind: PopsicItemKind, id: string): Promise<LikeResult> =>
  (
    await request({
      method: 'post',
      url: `${itemUrl(kind, id)}/like`,
      schema: likeResponse,
      auth: true,
      silent: true,
    })
  ).data;

/**
 * POST …/work/{id}/comment or …/videoShow/{id}/comment {comment, uId} (bearer) → the stored comment with
 * its author's nickName and userImg. Silent: the page keeps the typed text and shows the message.
 */
export const commentItem = async (
  kind: PopsicItemKind,
  id: string,
  comment: string,
  uId?: string,
): Promise<PostedComment> =>
  (
    await request({
      method: 'post',
      url: `${itemUrl(kind, id)}/comment`,
      data: { comment, ...(uId && /^\d+$/.test(uId) ? { uId: Number(uId) } : {}) },
      schema: postedCommentResponse,
      auth: true,
      silent: true,
    })
  ).data;

export const likeWork = (id: string) => likeItem('work', id);
export const likeLecture = (id: string) => likeItem('lecture', id);
export const commentWork = (id: string, comment: string, uId?: string) =>
  commentItem('work', id, comment, uId);
export const commentLecture = (id: string, comment: string, uId?: string) =>
  commentItem('lecture', id, comment, uId);

// ---------------------------------------------------------------- query options

/** The banners of an epoch; silent: the page works without them. */
export const popsicBannerQuery = (epoch: PopsicEpoch) =>
  queryOptions({
    queryKey: popsicKeys.banner(epoch),
    queryFn: ({ signal }) => popsicBanners(epoch, { signal }),
  });

/** The session check, asked on each click of the contribution button (never cached: staleTime 0). */
export const popsicSessionQuery = () =>
  queryOptions({
    queryKey: popsicKeys.session(),
    queryFn: ({ signal }) => popsicSession({ signal }),
    staleTime: 0,
    retry: false,
  });

export const popsicDictQuery = () =>
  queryOptions({
    queryKey: popsicKeys.dict(),
    queryFn: ({ signal }) => popsicDict({ signal }),
    staleTime: Infinity,
  });

export const worksByGroupQuery = (epoch: PopsicEpoch) =>
  queryOptions({
    queryKey: popsicKeys.groups(epoch),
    queryFn: ({ signal }) => worksByGroup(epoch, { signal }),
  });

export const categoryTabsQuery = (epoch: PopsicEpoch) =>
  queryOptions({
    queryKey: popsicKeys.categories(epoch),
    queryFn: ({ signal }) => categoryTabs(epoch, { signal }),
  });

export const categoryWorksQuery = (p: CategoryPageParams) =>
  queryOptions({
    queryKey: popsicKeys.category(p),
    queryFn: ({ signal }) => categoryWorks(p, { signal }),
    placeholderData: keepPreviousData,
  });

export const searchWorksQuery = (p: WorksSearchParams) =>
  queryOptions({
    queryKey: popsicKeys.search(p),
    queryFn: ({ signal }) => searchWorks(p, { signal }),
    placeholderData: keepPreviousData,
  });

export const workDetailQuery = (id: string, epoch: PopsicEpoch) =>
  queryOptions({
    queryKey: popsicKeys.work(id, epoch),
    queryFn: ({ signal }) => workDetail(id, epoch, { signal }),
  });

export const searchLecturesQuery = (p: LectureSearchParams) =>
  queryOptions({
    queryKey: popsicKeys.lectures(p),
    queryFn: ({ signal }) => searchLectures(p, { signal }),
    placeholderData: keepPreviousData,
  });

export const lectureCarouselQuery = () =>
  queryOptions({ queryKey: popsicKeys.carousel(), queryFn: ({ signal }) => lectureCarousel({ signal }) });

export const lectureDetailQuery = (id: string) =>
  queryOptions({ queryKey: popsicKeys.lecture(id), queryFn: ({ signal }) => lectureDetail(id, { signal }) });

/** The detail query of an item of either kind (the like and comment flows refresh it). */
export const itemDetailQuery = (kind: PopsicItemKind, id: string, epoch: PopsicEpoch) =>
  kind === 'work' ? workDetailQuery(id, epoch) : lectureDetailQuery(id);
