import type { AccessInfo } from '../../../machines/access.machine';
import type { VideoDetail } from '../../schemas/education';
import { safeRedirectPath } from '../../schemas/redirect';

/**
 * 001 §2: back to the expert (fromExp), the series list (series videos), else the category. Built from
 * the address bar, so it goes through safeRedirectPath (never off this site).
 */
export function backTarget(o: { vType?: string; series: boolean; fromExp: string | null }): string {
  const exp = o.fromExp?.trim() ?? '';
  let path = '/education';
  if (exp !== '') path = `/specialist/${encodeURIComponent(exp)}`;
  else if (o.series) path = '/educourse/series';
  else if (o.vType) path = `/edu/${encodeURIComponent(o.vType)}`;
  return safeRedirectPath(path) ?? '/education';
}

/** The access facts of a video detail (the access table in src/schemas/education.ts). */
export const accessInfoOf = (
  v: Pick<VideoDetail, 'access' | 'trySee' | 'viewable' | 'scoreCurrPrice' | 'videoUrl'>,
): AccessInfo => ({
  access: v.access === 1,
  trySee: v.trySee === 1,
  viewable: v.viewable === 1,
  price: v.scoreCurrPrice,
  src: v.videoUrl,
});
