/**
 * Education categories as the address names them (001 §2), in a module without zod: the route table (in
 * the entry chunk) reads it to name /edu/:vType pages. `src/schemas/education.ts` re-exports it.
 */
/** 001 §2: route type → category number. */
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

export const isVideoType = (v: string | undefined): v is VideoType =>
  v !== undefined && Object.prototype.hasOwnProperty.call(VIDEO_CATEGORY_BY_TYPE, v);
