import { MOLECULAR_CATEGORY, SERIES_CATEGORY, vTypeOf } from './categories';
import { DEFAULT_EPOCH } from './popsic';

/**
 * Global search (001 §2 "Global search"): the tabs and where a result opens. One pure table, imported by
 * the search page and tested row by row.
 */

/** Tabs by majorCategory: 0 all, 1 医师之家 (education), 2 指南共识 (journals), 3 九州科普 (works), 4 微课. */
export const SEARCH_MAJOR = { all: 0, education: 1, journals: 2, works: 3, lectures: 4 } as const;
export const SEARCH_TABS = [0, 1, 2, 3, 4] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Page size 20; at most 5 experts shown (001 §9). */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_EXPERTS_MAX = 5;

/** Minor categories of education results that open the education type detail /edu/{vType}/{id}. */
export const EDU_TYPE_MINORS = [12, 3, 2, 10, 8, 14, 15, 99, 17] as const;
/** Education minors with pages of their own: 4 training detail, 1 the transfer page, 18 series. */
export const TRAINING_MINOR = 4;
export const YOUTH_MINOR = 1;

export interface RoutableResult {
  majorCategory: number;
  minorCategory: number | null;
  originId: string | number;
  epoch?: string | null;
}

/** The page a search result opens (in a new window), or null when its category has none. */
export function searchResultPath(r: RoutableResult): string | null {
  const id = encodeURIComponent(String(r.originId));
  switch (r.majorCategory) {
    case SEARCH_MAJOR.journals:
      return `/journal/${id}`;
    case SEARCH_MAJOR.works:
      return `/popsic/worksDetail/${id}?ccr=${encodeURIComponent(r.epoch?.trim() || DEFAULT_EPOCH /* a works result that names no epoch */)}`;
    case SEARCH_MAJOR.lectures:
      return `/popsic/microLectureDetail/${id}`;
    case SEARCH_MAJOR.education:
      return educationPath(r.minorCategory, id);
    default:
      return null;
  }
}

function educationPath(minor: number | null, id: string): string | null {
  // Stryker disable next-line ConditionalExpression: equivalent, no branch below matches a null minor
  if (minor === null) return null;
  if ((EDU_TYPE_MINORS as readonly number[]).includes(minor)) {
    const vType = vTypeOf(minor);
    // Stryker disable next-line ConditionalExpression: equivalent, every minor of EDU_TYPE_MINORS has a vType (tested row by row)
    return vType === null ? null : `/edu/${vType}/${id}`;
  }
  if (minor === MOLECULAR_CATEGORY) return `/molecular/${id}`;
  if (minor === TRAINING_MINOR) return `/training/detail/${id}`;
  if (minor === YOUTH_MINOR) return `/searchtransfer?videoId=${id}`;
  if (minor === SERIES_CATEGORY) return `/educourse/series/${id}`;
  return null;
}

/** /searchtransfer (001 §2): a rich-text youth video opens its youth detail, any other the youth type detail. */
export const youthTransferPath = (
  videoId: string | number,
  richTextType: number | null | undefined,
): string => {
  const id = encodeURIComponent(String(videoId));
  return richTextType === 1 ? `/youthDetail/${id}` : `/edu/youth/${id}`;
};

/** Splits `text` into runs, marking every occurrence of a term (longest first; case-insensitive for Latin letters). */
export function highlightRuns(text: string, terms: readonly string[]): Array<{ text: string; hit: boolean }> {
  const wanted = [...new Set(terms.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  const lower = text.toLowerCase();
  const runs: Array<{ text: string; hit: boolean }> = [];
  let plain = '';
  for (let i = 0; i < text.length;) {
    const term = wanted.find((t) => lower.startsWith(t, i));
    if (term === undefined) {
      plain += text[i];
      i += 1;
      continue;
    }
    if (plain !== '') runs.push({ text: plain, hit: false });
    plain = '';
    runs.push({ text: text.slice(i, i + term.length), hit: true });
    i += term.length;
  }
  if (plain !== '') runs.push({ text: plain, hit: false });
  return runs;
}
