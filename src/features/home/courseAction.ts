import type { CourseCard } from '../../schemas/home';

/** What a click on a course card does (000 §4.2, §6). */
export type CourseAction =
  | { kind: 'login' }
  | { kind: 'comingSoon' }
  | { kind: 'completeInfo' }
  | { kind: 'openUrl'; url: string }
  | { kind: 'route'; to: string };

export const VIDEO_AVAILABLE = 1;
export const VIDEO_LIVE = 2;
export const VIDEO_UPCOMING = 3;
/** emxState 0: the user must complete their information first. */
export const EMX_INFO_MISSING = 0;

/**
 * The detail page of a course. For now every category opens the youth detail route; the education
 * issue replaces this with the per-category table (/edu/{vType}/{id}, /molecular/{id}, ...).
 */
export const courseDetailPath = (card: Pick<CourseCard, 'id' | 'videoCategory'>): string =>
  `/edu/youth/${encodeURIComponent(card.id)}`;

export const courseAction = (
  card: Pick<CourseCard, 'id' | 'videoState' | 'videoCategory' | 'emxState' | 'liveStreamingUrl'>,
  session: { loggedIn: boolean },
): CourseAction => {
  if (!session.loggedIn) return { kind: 'login' };
  if (card.videoState === VIDEO_UPCOMING) return { kind: 'comingSoon' };
  if (card.videoState === VIDEO_LIVE && card.liveStreamingUrl !== '') {
    return { kind: 'openUrl', url: card.liveStreamingUrl };
  }
  if (card.emxState === EMX_INFO_MISSING) return { kind: 'completeInfo' };
  return { kind: 'route', to: courseDetailPath(card) };
};

export type CourseTag = 'preview' | 'live' | null;
export const courseTag = (videoState: number): CourseTag =>
  videoState === VIDEO_UPCOMING ? 'preview' : videoState === VIDEO_LIVE ? 'live' : null;
