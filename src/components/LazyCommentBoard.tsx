import type { ComponentProps } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { CommentBoard } from './CommentBoard';
import { LazyPart } from './LazyPart';

const loadBoard = () => import('./CommentBoard').then((m) => ({ default: m.CommentBoard }));

/** What stands in for the comment board until it is there. */
export const commentBoardPlaceholder = <Skeleton variant="rounded" height={120} />;

/**
 * The comment board (./CommentBoard), below a video page's first screen: its code (the form stack) and its
 * list are asked for once the page's content has been painted, not beside it (LazyPart, afterPaint).
 */
export function LazyCommentBoard(props: ComponentProps<typeof CommentBoard>) {
  return <LazyPart load={loadBoard} props={props} placeholder={commentBoardPlaceholder} afterPaint />;
}
