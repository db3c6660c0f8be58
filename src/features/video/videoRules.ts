import type { AccessInfo } from '../../../machines/access.machine';
import type { VideoDetail } from '../../schemas/education';

/** 001 §2: back to the expert (fromExp), the series list (series videos), else the category. */
export function backTarget(o: { vType?: string; series: boolean; fromExp: string | null }): string {
  const exp = o.fromExp?.trim() ?? '';
  if (exp !== '') return `/specialist/${encodeURIComponent(exp)}`;
  if (o.series) return '/educourse/series';
  return o.vType ? `/edu/${encodeURIComponent(o.vType)}` : '/education';
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
