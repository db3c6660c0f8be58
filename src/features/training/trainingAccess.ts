import { watchedOf } from '../../../domain/watch';
import type { WatchProgressContext } from '../../../machines/watchProgress.machine';
import type { Session } from '../../api/session';
import type { TrainingVideo } from '../../schemas/training';
import { educationRulesMsg } from '../../text/educationRules';
import { trainingMsg } from '../../text/training';

const t = trainingMsg;

/**
 * What a visitor may do with a training video, from the session and the video as the server answered it:
 * - `anonymous`: not logged in: the player and the exam ask for a login;
 * - `applicant`: logged in, not approved in the video's group (the server withheld the address): the player
 *   says why (apply first, or wait for the approval), the exam shows locked;
 * - `trainee`: approved (the server sent the address): the player, watch progress and the exam.
 */
export type TrainingAccess =
  { kind: 'anonymous' } | { kind: 'applicant'; uid: string; why: string } | { kind: 'trainee'; uid: string };

export const trainingAccess = (session: Session, v: TrainingVideo): TrainingAccess => {
  if (session.token === null || session.user === null) return { kind: 'anonymous' };
  const uid = session.user.uid;
  if (v.videoUrl !== '') return { kind: 'trainee', uid };
  return { kind: 'applicant', uid, why: v.learningProcess === 0 ? t.videoNeedsApply : t.videoNeedsApproval };
};

/** What the player slot says instead of playing (null: a trainee, the player plays). */
export const lockedText = (access: TrainingAccess): string | null =>
  access.kind === 'anonymous'
    ? educationRulesMsg.loginRequired
    : access.kind === 'applicant'
      ? access.why
      : null;

/**
 * Whether the video counts as watched, so the exam unlocks: only a trainee watches, and then only the watch
 * machine's `completed` says so (the saved record, then what the player reached; decision 0018). The one
 * place the page decides it; `watch` is the watch machine's snapshot, absent where no player runs.
 */
export const trainingWatched = (
  access: TrainingAccess,
  watch: { context: Pick<WatchProgressContext, 'completed'> } | undefined,
): boolean => access.kind === 'trainee' && watch !== undefined && watchedOf(watch);
