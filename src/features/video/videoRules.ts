import { EMX_CATEGORY, VIDEO_STATE } from '../../../domain/categories';
import type { AccessInfo } from '../../../machines/access.machine';
import type { VideoDetail } from '../../schemas/education';
import { safeRedirectPath } from '../../schemas/redirect';
import { educationMsg } from '../../text/education';
import { videoMsg } from '../../text/video';

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

/** What the player block shows: the login prompt (a visitor), 尽请期待！ (an upcoming video), or the player. */
export type PlayerStage = 'login' | 'comingSoon' | 'player';

/** A visitor logs in first; an upcoming video does not play; everyone else gets the access machine's player. */
export const playerStage = (o: { loggedIn: boolean; videoState: number | undefined }): PlayerStage =>
  !o.loggedIn ? 'login' : o.videoState === VIDEO_STATE.upcoming ? 'comingSoon' : 'player';

export type DetailTabKey = 'intro' | 'quiz' | 'recommend' | 'caseIntro' | 'readingSystem';

/**
 * The detail tabs (001 §2): a category-10 case has 病例简介, 阅片系统 and 答题; any other video 简介, 答题 when
 * it has questions, and 相关推荐. The first tab is the one shown.
 */
export const detailTabs = (
  video: Pick<VideoDetail, 'videoCategory' | 'questionList'>,
): Array<{ key: DetailTabKey; label: string }> =>
  video.videoCategory === EMX_CATEGORY
    ? [
        { key: 'caseIntro', label: videoMsg.tabCaseIntro },
        { key: 'readingSystem', label: videoMsg.readingSystem },
        { key: 'quiz', label: educationMsg.quizTitle },
      ]
    : [
        { key: 'intro', label: videoMsg.tabIntro },
        ...(video.questionList.length > 0 ? [{ key: 'quiz' as const, label: educationMsg.quizTitle }] : []),
        { key: 'recommend', label: videoMsg.tabRecommend },
      ];
