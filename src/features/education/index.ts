/**
 * What other features may use of education (the video detail page mounts these). The components load
 * lazily. The card routing table is domain/cardRoute.ts.
 */
export { CommentBoard, EmxInfoDialog, HeartButton, QuizPanel } from './lazyParts';
export { useCardOpen } from './useCardOpen';
