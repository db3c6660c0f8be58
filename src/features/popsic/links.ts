import type { PopsicEpoch } from '../../../domain/popsic';
import { config } from '../../config';
import { usePageOrigin } from '../../components/usePageOrigin';

/** The contest's in-site addresses (000 §2.3), written once for every link and navigation. */
export const popsicPaths = {
  works: (epoch: PopsicEpoch) => `/popsic/works?ccr=${epoch}`,
  allWorks: (id: string, name: string, epoch: PopsicEpoch) =>
    `/popsic/allWorks/${encodeURIComponent(id)}?${new URLSearchParams({ name, ccr: epoch }).toString()}`,
  search: (value: string, epoch: PopsicEpoch) =>
    `/popsic/searchWorks?${new URLSearchParams({ ccr: epoch, val: value }).toString()}`,
  work: (id: string, epoch: PopsicEpoch) => `/popsic/worksDetail/${encodeURIComponent(id)}?ccr=${epoch}`,
  contribution: '/popsic/contribution',
  lectures: (value = '') =>
    value === ''
      ? '/popsic/microLectureList'
      : `/popsic/microLectureList?${new URLSearchParams({ val: value }).toString()}`,
  lecture: (id: string) => `/popsic/microLectureDetail/${encodeURIComponent(id)}`,
} as const;

/**
 * The mobile site's address of an in-site path, for the QR codes (000 §2.3 "the mobile share link points to
 * the mobile site"): VITE_MOBILE_SITE_URL when configured, else this site itself, which works at phone
 * width (docs/decisions/0047). Null while this site's own origin is not known (the server's render).
 */
export const mobileLink = (path: string, origin: string | null): string | null => {
  const base = config.mobileSiteUrl ?? origin;
  return base === null ? null : `${base.replace(/\/+$/, '')}${path}`;
};

/** mobileLink with this page's origin (usePageOrigin). */
export const useMobileLink = (path: string): string | null => mobileLink(path, usePageOrigin());
