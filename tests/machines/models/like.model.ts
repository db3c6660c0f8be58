import { likeMachine, type LikeInput } from '../../../machines/like.machine';
import type { ModelConfig } from '../traversal';

export const USER: LikeInput = { liked: false, count: 7, loggedIn: true };
export const VISITOR: LikeInput = { liked: false, count: 0, loggedIn: false };
export const LIKED: LikeInput = { liked: true, count: 12, loggedIn: true };
/** The count a server may answer after the like (another user liked meanwhile). */
export const SERVER_COUNT = 20;
export const REFUSED = '点赞失败，请稍后重试';

/**
 * A like: a user on a work not liked yet, a visitor (asked to log in first, count 0), a user on a liked work;
 * the call answers nothing or the new count, or is refused.
 */
export const likeModel: ModelConfig<typeof likeMachine> = {
  machine: likeMachine,
  file: 'machines/like.machine.ts',
  inputs: [USER, VISITOR, LIKED],
  describeInput: (i) => `liked=${i.liked} count=${i.count} loggedIn=${i.loggedIn}`,
  events: {
    'like.press': [{}],
    'like.loggedIn': [{}],
    'like.loginCancelled': [{}],
    'like.session': [{ loggedIn: true }, { loggedIn: false }],
  },
  describeEvent: (e) => (e.type === 'like.session' ? `like.session(${e.loggedIn})` : undefined),
  invoked: {
    like: {
      // Nothing, an answer without a count, the new count, a count that is no number.
      output: [undefined, {}, { count: SERVER_COUNT }, { count: Number.NaN }],
      error: [new Error(REFUSED)],
    },
  },
};
