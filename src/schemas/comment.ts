import { z } from 'zod';
import { msg } from '../text/messages';

/** Our limit for a video comment (the spec only requires it non-empty, 001 §5); one rule for every video. */
export const COMMENT_MAX = 500;

/** The text of a video comment, education or training: trimmed, non-empty, at most COMMENT_MAX. */
export const commentText = z
  .string()
  .trim()
  .min(1, msg.educationRules.commentRequired)
  .max(COMMENT_MAX, msg.validation.tooLong(COMMENT_MAX));

/** What a comment list shows of a comment (both list calls answer at least this). */
export interface CommentRow {
  id: number | string;
  text: string;
  radioUserName: string;
  radioUserImg?: string | null;
  createTime?: string | null;
}
