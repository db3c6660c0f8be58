import { MOLECULAR_CATEGORY, SERIES_CATEGORY, VIDEO_STATE, vTypeOf } from './categories';

/**
 * Where a click on a video card goes (000 §4.2; 001 §2 "series courses" routing list). One pure function
 * for every list of cards: home, category pages, series courses.
 */
export interface RoutableCard {
  id: string | number;
  videoState: number;
  videoCategory: number;
  richTextType?: number | null;
  emxState?: number | null;
  liveStreamingUrl?: string | null;
}

export type CardRoute =
  /** 请登录后查看！ */
  | { kind: 'login' }
  /** 尽请期待！ (an upcoming video, or a category without a detail page) */
  | { kind: 'comingSoon' }
  /** A live video: its streaming address, in a new window. */
  | { kind: 'live'; url: string }
  /** emxState 0: the info form first, then `to`. */
  | { kind: 'emxInfo'; to: string }
  | { kind: 'route'; to: string };

export const EMX_INFO_NEEDED = 0;
export const RICH_TEXT = 1;

/**
 * The detail page of a card (001 §2): rich text → /molecular/{id} (category 11) or /youthDetail/{id};
 * 18 → /educourse/series/{id}; a category with a vType → /edu/{vType}/{id}. `fromExp` (the expert the
 * user came from) is appended when known. Null for a category without a page.
 */
export const detailPath = (
  card: Pick<RoutableCard, 'id' | 'videoCategory' | 'richTextType'>,
  fromExp?: string | number | null,
): string | null => {
  const id = encodeURIComponent(String(card.id));
  let path: string | null;
  if (card.richTextType === RICH_TEXT) {
    path = card.videoCategory === MOLECULAR_CATEGORY ? `/molecular/${id}` : `/youthDetail/${id}`;
  } else if (card.videoCategory === SERIES_CATEGORY) {
    path = `/educourse/series/${id}`;
  } else {
    const vType = vTypeOf(card.videoCategory);
    path = vType === null ? null : `/edu/${vType}/${id}`;
  }
  if (path === null) return null;
  const exp = fromExp === undefined || fromExp === null ? '' : String(fromExp).trim();
  return exp === '' ? path : `${path}?fromExp=${encodeURIComponent(exp)}`;
};

/**
 * A card click: visitors are asked to log in (请登录后查看！); an upcoming video says 尽请期待！; a live
 * one opens its streaming address when it has one; emxState 0 asks for the user's info first; otherwise
 * the detail page.
 */
export const cardRoute = (
  card: RoutableCard,
  { loggedIn, fromExp }: { loggedIn: boolean; fromExp?: string | number | null },
): CardRoute => {
  if (!loggedIn) return { kind: 'login' };
  if (card.videoState === VIDEO_STATE.upcoming) return { kind: 'comingSoon' };
  const live = card.liveStreamingUrl?.trim() ?? '';
  if (card.videoState === VIDEO_STATE.live && live !== '') return { kind: 'live', url: live };
  const to = detailPath(card, fromExp);
  if (to === null) return { kind: 'comingSoon' };
  if (card.emxState === EMX_INFO_NEEDED) return { kind: 'emxInfo', to };
  return { kind: 'route', to };
};

export type CardTag = 'preview' | 'live' | null;
/** 000 §4.2: videoState 3 is tagged 预告, 2 直播中. */
export const cardTag = (videoState: number): CardTag =>
  videoState === VIDEO_STATE.upcoming ? 'preview' : videoState === VIDEO_STATE.live ? 'live' : null;
