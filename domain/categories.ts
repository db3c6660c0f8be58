/**
 * The education categories (001 §2, §9; 000 §9): the vType of each /edu/{vType} page, its category
 * number, videoState, and where a tile of /education goes. Pure data, no React.
 */

/** 001 §2: route type (vType of /edu/{vType}) → category number. */
export const VIDEO_CATEGORY_BY_TYPE = {
  youth: 1,
  mdt: 2,
  '3m': 3,
  precision: 4,
  ai: 5,
  country: 7,
  explorer: 8,
  huaxi: 9,
  emx: 10,
  molecular: 11,
  cloudmeetingshare: 12,
  heroesmeeting: 13,
  competition: 14,
  teachclass: 15,
  tancilunying: 16,
  xinyingli: 17,
  xinyingli2025: 35,
  zhuanjiazaijiceng: 36,
  course: 99,
} as const;
export type VideoType = keyof typeof VIDEO_CATEGORY_BY_TYPE;

export const YOUTH_CATEGORY = 1;
export const AI_CATEGORY = 5;
/** Emergency imaging: reading system, info form and reading-gated quiz. */
export const EMX_CATEGORY = 10;
export const MOLECULAR_CATEGORY = 11;
/** Series courses (001 §2, §7: the series banner uses category 18). */
export const SERIES_CATEGORY = 18;

/** 000 §4.2 videoState: 1 available, 2 live, 3 upcoming. */
export const VIDEO_STATE = { normal: 1, live: 2, upcoming: 3 } as const;

export const isVType = (v: string | undefined): v is VideoType =>
  // Stryker disable next-line ConditionalExpression: equivalent, no key of the table is "undefined"
  v !== undefined && Object.prototype.hasOwnProperty.call(VIDEO_CATEGORY_BY_TYPE, v);

/** The vType of a category number, or null (18 series and unknown numbers have none). */
export const vTypeOf = (category: number): VideoType | null => {
  for (const [vType, n] of Object.entries(VIDEO_CATEGORY_BY_TYPE))
    if (n === category) return vType as VideoType;
  return null;
};

// 000 §9's order "1–8 until the configuration loads" is not drawn: the page waits for the order (0068).
/** 000 §9: the tile order when the configuration answers without a message. */
export const EDUCATION_ORDER_DEFAULT = [15, 12, 3, 4, 2, 10, 1, 11, 8, 5, 14, 16] as const;

/** Parses the configuration's comma-separated order ("15, 12,3") into category numbers. */
export const parseOrder = (order: string | null): number[] => {
  if (order === null || order.trim() === '') return [...EDUCATION_ORDER_DEFAULT];
  return (
    order
      .split(/[,，]/)
      // Number() ignores the spaces around each part (" 12" is 12)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0)
  );
};

/** What a tile of /education does. */
export type TileAction =
  | { kind: 'route'; to: string }
  | { kind: 'aiComingSoon' }
  /** 尽情期待！: a category without a page. */
  | { kind: 'none' };

/** 6 AI meeting opens the AI conference galleries (/ai, 000 §2.2); 18 the series courses. */
const TILE_ROUTES: Record<number, string> = { 6: '/ai', [SERIES_CATEGORY]: '/educourse/series' };

export const tileAction = (category: number): TileAction => {
  if (category === AI_CATEGORY) return { kind: 'aiComingSoon' };
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
  { id: 'series', to: '/educourse/series', category: SERIES_CATEGORY },
] as const;

export const entryTiles = (order: readonly number[]) =>
  // The order holds category numbers only, so the training tile (category null) always stays.
  ENTRY_TILES.filter((t) => !(order as readonly (number | null)[]).includes(t.category));
