/**
 * The education categories (001 §2, §9; 000 §9): the vType of each /edu/{vType} page, its category
 * number, and where a tile of /education goes. Pure data, no React.
 */

import {
  EMX_CATEGORY,
  MOLECULAR_CATEGORY,
  SERIES_CATEGORY,
  VIDEO_CATEGORY_BY_TYPE,
  YOUTH_CATEGORY,
  type VideoType,
} from '../../schemas/education';
import { isVideoType } from '../../schemas/videoCategories';

/** 001 §2: known vTypes and their category numbers (the shared contract's table). */
export const VTYPE_CATEGORY = VIDEO_CATEGORY_BY_TYPE;

export type VType = VideoType;

export const CATEGORY_YOUTH = YOUTH_CATEGORY;
export const CATEGORY_AI = 5;
export const CATEGORY_EMX = EMX_CATEGORY;
export const CATEGORY_MOLECULAR = MOLECULAR_CATEGORY;
export const CATEGORY_SERIES = SERIES_CATEGORY;

export const isVType = isVideoType;

/** The vType of a category number, or null (18 series and unknown numbers have none). */
export const vTypeOf = (category: number): VType | null => {
  for (const [vType, n] of Object.entries(VTYPE_CATEGORY)) if (n === category) return vType as VType;
  return null;
};

/** 000 §9: the tile order until the configuration has loaded. */
export const EDUCATION_ORDER_LOADING = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** 000 §9: the tile order when the configuration answers without a message. */
export const EDUCATION_ORDER_DEFAULT = [15, 12, 3, 4, 2, 10, 1, 11, 8, 5, 14, 16] as const;

/** Parses the configuration's comma-separated order ("15, 12,3") into category numbers. */
export const parseOrder = (order: string | null): number[] => {
  if (order === null || order.trim() === '') return [...EDUCATION_ORDER_DEFAULT];
  return order
    .split(/[,，]/)
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
};

/** What a tile of /education does. */
export type TileAction =
  | { kind: 'route'; to: string }
  | { kind: 'aiComingSoon' }
  /** 尽情期待！: a category without a page. */
  | { kind: 'none' };

/** 6 AI meeting opens the AI conference galleries (/ai, 000 §2.2); 18 the series courses. */
const TILE_ROUTES: Record<number, string> = { 6: '/ai', [CATEGORY_SERIES]: '/educourse/series' };

export const tileAction = (category: number): TileAction => {
  if (category === CATEGORY_AI) return { kind: 'aiComingSoon' };
  const special = TILE_ROUTES[category];
  if (special !== undefined) return { kind: 'route', to: special };
  const vType = vTypeOf(category);
  return vType === null ? { kind: 'none' } : { kind: 'route', to: `/edu/${vType}` };
};

/**
 * Destinations of /education that are not a configured category (000 §2.2 names /training/index and
 * /educourse/series among the tiles' destinations; the configured order has no number for training and
 * its default lacks 18): shown after the configured tiles, series only when 18 is not configured already.
 */
export const ENTRY_TILES = [
  { id: 'training', to: '/training/index', category: null },
  { id: 'series', to: '/educourse/series', category: CATEGORY_SERIES },
] as const;

export const entryTiles = (order: readonly number[]) =>
  ENTRY_TILES.filter((t) => t.category === null || !order.includes(t.category));
