/** One player and one watch-progress hook for education and training videos (docs/decisions/0018). */
export { WatchedPlayer } from './WatchedPlayer';
export { useWatchProgress, type WatchProgress } from './useWatchProgress';
export type { WatchRecordCalls } from './watchActors';
