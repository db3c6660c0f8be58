import { queryOptions } from '@tanstack/react-query';
import { EXPERT_LABEL, type ExpertLabel } from '../../domain/experts';
import {
  committeeListResponse,
  expertInfoResponse,
  expertRowsResponse,
  groupListResponse,
  type CommitteeGroup,
  type Expert,
  type ExpertDetail,
  type ExpertGroup,
} from '../schemas/experts';
import { nullWhenNotFound } from './answers';
import { request } from './client';

/** 001 §7 "Experts": the directory's calls. */
export const expertKeys = {
  all: ['experts'] as const,
  list: (label: ExpertLabel, name: string, groupId: string) =>
    [...expertKeys.all, 'list', label, name, groupId] as const,
  groups: (label: ExpertLabel) => [...expertKeys.all, 'groups', label] as const,
  /** The recommended courses' learningProcess depends on the user, so the key does too. */
  info: (id: string, token: string | null) =>
    [...expertKeys.all, 'info', id, token ? 'user' : 'anon'] as const,
};

type Opts = { signal?: AbortSignal };
const named = (name: string) => (name.trim() === '' ? undefined : name.trim());

/** GET /api/expert/committee-list (optional name) → groups with groupName and expertInfoList. */
export const committeeList = async (name: string, opts: Opts = {}): Promise<CommitteeGroup[]> =>
  (
    await request({
      url: '/api/expert/committee-list',
      params: { name: named(name) },
      schema: committeeListResponse,
      ...opts,
    })
  ).data;

/** GET /api/expert/speciality-list (name, groupId) → rows. */
export const specialityList = async (name: string, groupId: string, opts: Opts = {}): Promise<Expert[]> =>
  (
    await request({
      url: '/api/expert/speciality-list',
      params: { name: named(name), groupId: groupId || undefined },
      schema: expertRowsResponse,
      ...opts,
    })
  ).rows;

/** GET /api/expert/youth-list (name) → rows. */
export const youthList = async (name: string, opts: Opts = {}): Promise<Expert[]> =>
  (
    await request({
      url: '/api/expert/youth-list',
      params: { name: named(name) },
      schema: expertRowsResponse,
      ...opts,
    })
  ).rows;

/** GET /api/expert/group-list/{label}: every group with its status (the page hides status 0). */
export const groupList = async (label: ExpertLabel, opts: Opts = {}): Promise<ExpertGroup[]> =>
  (await request({ url: `/api/expert/group-list/${label}`, schema: groupListResponse, ...opts })).data;

/** GET /api/expert/info/{expertId}; `null` when the server says there is no such expert (code 404). */
export const expertInfo = async (id: string, opts: Opts = {}): Promise<ExpertDetail | null> => {
  const res = await nullWhenNotFound(
    request({
      url: `/api/expert/info/${encodeURIComponent(id)}`,
      schema: expertInfoResponse,
      silent: true,
      ...opts,
    }),
  );
  return res === null ? null : res.data;
};

/**
 * The experts of a tab as one list: the committee's groups flattened with their groupName, so every
 * tab renders the same rows (the committee tab shows them under their group's heading).
 */
export const expertListQuery = (label: ExpertLabel, name: string, groupId: string) =>
  queryOptions({
    queryKey: expertKeys.list(label, name, groupId),
    queryFn: async ({ signal }): Promise<Expert[]> => {
      if (label === EXPERT_LABEL.committee)
        return (await committeeList(name, { signal })).flatMap((g) =>
          g.expertInfoList.map((e) => ({ ...e, groupName: g.groupName })),
        );
      if (label === EXPERT_LABEL.speciality) return specialityList(name, groupId, { signal });
      return youthList(name, { signal });
    },
  });

export const expertGroupsQuery = (label: ExpertLabel) =>
  queryOptions({ queryKey: expertKeys.groups(label), queryFn: ({ signal }) => groupList(label, { signal }) });

export const expertInfoQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: expertKeys.info(id, token),
    queryFn: ({ signal }) => expertInfo(id, { signal }),
  });
