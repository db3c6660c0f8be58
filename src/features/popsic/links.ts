import type { PopsicEpoch } from '../../../domain/popsic';
import { config } from '../../app/config';

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
 * width (docs/decisions/0047).
 */
export const mobileLink = (path: string): string => {
  const base = (config.mobileSiteUrl ?? window.location.origin).replace(/\/+$/, '');
  return `${base}${path}`;
};
