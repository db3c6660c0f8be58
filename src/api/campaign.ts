import { queryOptions } from '@tanstack/react-query';
import type { CampaignId, CampaignStatus } from '../../domain/campaigns';
import { campaignWorksResponse, type CampaignEntryAnswer } from '../schemas/campaign';
import { envelope } from '../schemas/common';
import { request } from './client';

/** 002 §7: the contribution campaigns' calls (GET works, POST register, POST commit); bearer on every one. */
export const campaignKeys = {
  all: ['campaign'] as const,
  entry: (id: CampaignId) => [...campaignKeys.all, 'entry', id] as const,
};

type Opts = { signal?: AbortSignal };

/** A file of a work as the wizard keeps it (002 §3: url, name or fileName, fileSize). */
export interface CampaignFile {
  url: string;
  name: string;
  fileSize: number;
}

/** The registration and the work as the wizard's forms hold them (the machine's CampaignEntry). */
export interface CampaignEntry {
  status: CampaignStatus;
  worksId: number | null;
  registration: Record<
    'name' | 'workUnit' | 'sourceUnit' | 'phone' | 'sourceSociety' | 'sourceGroup' | 'recomLetterUrl',
    string
  >;
  work: { title: string; subTitle: string; content: string; coverUrl: string; fileList: CampaignFile[] };
}

const text = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v);

/** The works call's answer as the wizard's entry: the registration and the work as form fields. */
export function entryOf(a: CampaignEntryAnswer): CampaignEntry {
  const fileList: CampaignFile[] = (a.fileList ?? []).map((f) => ({
    url: f.url,
    name: f.name ?? f.fileName ?? '',
    fileSize: f.fileSize ?? 0,
  }));
  return {
    status: a.status as CampaignStatus,
    worksId: a.worksId ?? null,
    registration: {
      name: text(a.name),
      workUnit: text(a.workUnit),
      sourceUnit: text(a.sourceUnit),
      phone: text(a.phone),
      sourceSociety: text(a.sourceSociety),
      sourceGroup: text(a.sourceGroup),
      recomLetterUrl: text(a.recomLetterUrl),
    },
    work: {
      title: text(a.title),
      subTitle: text(a.subTitle),
      content: text(a.content),
      coverUrl: text(a.coverUrl),
      fileList,
    },
  };
}

/**
 * GET /api/{id}/works (bearer) → the user's registration and work, null when nothing is registered yet.
 * Silent: the wizard shows its own failed state with 重试.
 */
export const fetchEntry = async (id: CampaignId, opts: Opts = {}): Promise<CampaignEntry | null> => {
  const res = await request({
    url: `/api/${id}/works`,
    schema: campaignWorksResponse,
    auth: true,
    silent: true,
    ...opts,
  });
  return res.data ? entryOf(res.data) : null;
};

/**
 * POST /api/{id}/register (bearer): the registration fields plus validCode, smsCode and uuid. Silent: the
 * wizard shows the server's message, or 报名异常!!! when it gives none (002 §8).
 */
export const register = async (id: CampaignId, body: Record<string, string>): Promise<void> => {
  await request({
    method: 'post',
    url: `/api/${id}/register`,
    data: body,
    schema: envelope,
    auth: true,
    silent: true,
  });
};

/** POST /api/{id}/commit body: the work form, worksId when there is one, status 3 on the final submit. */
export interface CommitRequest {
  title: string;
  content: string;
  coverUrl: string;
  fileList: CampaignFile[];
  subTitle?: string;
  worksId?: number;
  status?: 3;
}

/** POST /api/{id}/commit (bearer). Silent: the wizard shows the server's message (decision 0051). */
export const commit = async (id: CampaignId, body: CommitRequest): Promise<void> => {
  await request({
    method: 'post',
    url: `/api/${id}/commit`,
    data: body,
    schema: envelope,
    auth: true,
    silent: true,
  });
};

/** The user's entry of a campaign (always read fresh: staleTime 0, no retry; the wizard retries). */
export const campaignEntryQuery = (id: CampaignId) =>
  queryOptions({
    queryKey: campaignKeys.entry(id),
    queryFn: ({ signal }) => fetchEntry(id, { signal }),
    staleTime: 0,
    retry: false,
  });
