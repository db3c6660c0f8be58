/**
 * The museum (001 §2 "Museum"): exhibitors in rows of 4, and a banner that opens the first exhibitor
 * "belonging to a specific vendor". An exhibitor has only id, name, logo, vrUrl and viewCount (001 §3),
 * so belonging is read from the name: the first exhibitor, in list order, whose name contains the vendor's.
 */

/** The vendor of the banner unless the deployment configures another (VITE_MUSEUM_BANNER_VENDOR). */
export const DEFAULT_BANNER_VENDOR = '联影医疗';

/** Exhibitors per row on a wide screen (001 §2); narrower screens show fewer. */
export const MUSEUM_COLUMNS = 4;

export function bannerExhibitor<T extends { name: string }>(rows: readonly T[], vendor: string): T | null {
  const v = vendor.trim();
  if (v === '') return null;
  return rows.find((r) => r.name.includes(v)) ?? null;
}

/**
 * A VR address a page may open: http(s) only (a `javascript:` or `data:` address from the server must
 * never reach an href). Anything else, or an empty address, is no VR hall.
 */
export function openableVrUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const u = url.trim();
  return /^https?:\/\/[^\s/]/i.test(u) ? u : null;
}
