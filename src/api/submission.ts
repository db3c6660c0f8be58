import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { OWN_WORKS_PAGE_SIZE } from '../../domain/popsic';
import { envelope } from '../schemas/common';
import {
  ownWorkResponse,
  ownWorksResponse,
  type CommitWorksBody,
  type ModifyWorksBody,
  type OptimizeWorksBody,
  type OwnWorkRow,
  type UploadedFile,
  type WorksData,
} from '../schemas/submission';
import { request } from './client';

/** 000 §7.4: the user's own works (list, one work, submit, edit, complete materials); bearer on every call. */

type Opts = { signal?: AbortSignal };

/** A page of the user's works. */
export interface OwnWorksPage {
  rows: OwnWorkRow[];
  total: number;
}

/** One of the user's works as `works/{id}` answers it: the form's fields and the files. */
export interface OwnWork {
  worksData: WorksData;
  worksFileList: UploadedFile[];
}

export const submissionKeys = {
  all: ['submission'] as const,
  list: (pageNum: number) => [...submissionKeys.all, 'list', pageNum] as const,
  work: (id: number) => [...submissionKeys.all, 'work', id] as const,
};

// ---------------------------------------------------------------- fetchers

/** GET /api/science/worksList?pageNum,pageSize=10 (bearer) → data (the rows) and total. */
export const ownWorks = async (pageNum: number, opts: Opts = {}): Promise<OwnWorksPage> => {
  const res = await request({
    url: '/api/science/worksList',
    params: { pageNum, pageSize: OWN_WORKS_PAGE_SIZE },
    schema: ownWorksResponse,
    auth: true,
    ...opts,
  });
  return { rows: res.data, total: res.total };
};

/**
 * GET /api/science/works/{id} (bearer) → data.worksData and data.worksFileList. Silent: the wizard shows
 * 数据异常 itself (000 §4.5).
 */
export const ownWork = async (id: number, opts: Opts = {}): Promise<OwnWork> => {
  const res = await request({
    url: `/api/science/works/${encodeURIComponent(String(id))}`,
    schema: ownWorkResponse,
    auth: true,
    silent: true,
    ...opts,
  });
  return { worksData: res.data.worksData, worksFileList: res.data.worksFileList };
};

/** POST /api/science/commitWorks (bearer): a new submission. Silent: the wizard shows the server's message. */
export const commitWorks = async (body: CommitWorksBody): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/science/commitWorks',
    data: body,
    schema: envelope,
    auth: true,
    silent: true,
  });
};

/** POST /api/science/modifyWorks (bearer): an edit of one's own work. Silent, like commitWorks. */
export const modifyWorks = async (body: ModifyWorksBody): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/science/modifyWorks',
    data: body,
    schema: envelope,
    auth: true,
    silent: true,
  });
};

/**
 * POST /api/science/optimizeWorks {worksId, coverUrl, sharePictureUrl} (bearer): 完善材料 of a passed work.
 * Silent: the dialog stays open with the server's message.
 */
export const optimizeWorks = async (body: OptimizeWorksBody): Promise<void> => {
  await request({
    method: 'post',
    url: '/api/science/optimizeWorks',
    data: body,
    schema: envelope,
    auth: true,
    silent: true,
  });
};

// ---------------------------------------------------------------- query options

/** A page of the user's works (the previous page stays while the next loads). */
export const ownWorksQuery = (pageNum: number) =>
  queryOptions({
    queryKey: submissionKeys.list(pageNum),
    queryFn: ({ signal }) => ownWorks(pageNum, { signal }),
    placeholderData: keepPreviousData,
  });

/** One of the user's works, for the wizard's edit mode (always read fresh: staleTime 0, no retry). */
export const ownWorkQuery = (id: number) =>
  queryOptions({
    queryKey: submissionKeys.work(id),
    queryFn: ({ signal }) => ownWork(id, { signal }),
    staleTime: 0,
    retry: false,
  });
