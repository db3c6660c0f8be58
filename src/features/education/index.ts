/**
 * What other features may use of education (the video detail page mounts these, the user centre lists its
 * exchanged courses in the grid). The detail's parts load lazily. The card routing table is
 * domain/cardRoute.ts.
 */
export { CommentBoard, EmxInfoDialog, HeartButton, QuizPanel } from './lazyParts';
export { VideoCardGrid } from './VideoCardGrid';
export { useCardOpen } from './useCardOpen';
