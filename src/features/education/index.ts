/**
 * What other features may use of education (the video detail page mounts these). The components load
 * lazily, so importing this module costs the importer only the pure routing helpers.
 */
export { cardRoute, cardTag, detailPath, type CardRoute, type RoutableCard } from './cardRoute';
export { CommentBoard, EmxInfoDialog, HeartButton, QuizPanel } from './lazyParts';
export { useCardOpen } from './useCardOpen';
