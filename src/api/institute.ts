import { queryOptions } from '@tanstack/react-query';
import type { AiSession } from '../../domain/gallery';
import {
  galleryResponse,
  instituteResponse,
  teamResponse,
  type GalleryPhoto,
  type Institute,
  type TeamMember,
} from '../schemas/institute';
import { request } from './client';

/** The institute's pages (/institute, /team, /ai): our calls, documented in docs/api.md "Institute". */
export const instituteKeys = {
  all: ['institute'] as const,
  info: () => [...instituteKeys.all, 'info'] as const,
  team: () => [...instituteKeys.all, 'team'] as const,
  gallery: (session?: AiSession) => [...instituteKeys.all, 'gallery', session ?? 'all'] as const,
};

type Opts = { signal?: AbortSignal };

/** GET /api/radio/institute/info */
export const instituteInfo = async (opts: Opts = {}): Promise<Institute> =>
  (await request({ url: '/api/radio/institute/info', schema: instituteResponse, ...opts })).data;

/** GET /api/radio/team/list */
export const teamList = async (opts: Opts = {}): Promise<TeamMember[]> =>
  (await request({ url: '/api/radio/team/list', schema: teamResponse, ...opts })).rows;

/** GET /api/radio/aiGallery/list?session (absent: both sessions) */
export const galleryList = async (session?: AiSession, opts: Opts = {}): Promise<GalleryPhoto[]> =>
  (await request({ url: '/api/radio/aiGallery/list', params: { session }, schema: galleryResponse, ...opts }))
    .rows;

export const instituteQuery = () =>
  queryOptions({ queryKey: instituteKeys.info(), queryFn: ({ signal }) => instituteInfo({ signal }) });

export const teamQuery = () =>
  queryOptions({ queryKey: instituteKeys.team(), queryFn: ({ signal }) => teamList({ signal }) });

/** Both sessions in one call: the page splits them (domain/gallery.ts). */
export const galleryQuery = () =>
  queryOptions({
    queryKey: instituteKeys.gallery(),
    queryFn: ({ signal }) => galleryList(undefined, { signal }),
  });
