import type { CourseCard } from '../../schemas/home';
import { cardRoute, cardTag, detailPath } from '../education';

/** What a click on a course card does (000 §4.2, §6): the education feature's card routing. */
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

/** The detail page of a course, by category and rich-text type (001 §2; `cardRoute`'s table). */
export const courseDetailPath = (
  card: Pick<CourseCard, 'id' | 'videoCategory'> & { richTextType?: number | null },
): string => detailPath(card) ?? `/edu/youth/${encodeURIComponent(card.id)}`;

export const courseAction = (
  card: Pick<CourseCard, 'id' | 'videoState' | 'videoCategory' | 'emxState' | 'liveStreamingUrl'> & {
    richTextType?: number | null;
  },
  session: { loggedIn: boolean },
): CourseAction => {
  const route = cardRoute(card, session);
  switch (route.kind) {
    case 'live':
      return { kind: 'openUrl', url: route.url };
    case 'emxInfo':
      return { kind: 'completeInfo' };
    default:
      return route;
  }
};

export type CourseTag = 'preview' | 'live' | null;
export const courseTag = (videoState: number): CourseTag => cardTag(videoState);
