import { educationRulesMsg } from '../text/educationRules';
import { requiredText } from './primitives';
import { lazySchema } from './lazy';

/** Our limit for a video comment (the spec only requires it non-empty, 001 §5); one rule for every video. */
export const COMMENT_MAX = 500;

/** The text of a video comment, education or training: trimmed, not blank, at most COMMENT_MAX, line breaks allowed. */
export const commentText = lazySchema(() =>
  requiredText(educationRulesMsg.commentRequired, COMMENT_MAX, { multiline: true }),
);

/** What a comment list shows of a comment (both list calls answer at least this). */
export interface CommentRow {
  id: number | string;
  text: string;
  radioUserName: string;
  radioUserImg?: string | null;
  createTime?: string | null;
}
