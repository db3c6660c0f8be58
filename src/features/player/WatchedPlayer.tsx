import { useSelector } from '@xstate/react';
import { PlayerPlaceholder, VideoPlayer } from '../../components/VideoPlayer';
import { videoMsg } from '../../text/video';
import type { WatchProgress } from './useWatchProgress';

/**
 * The one player of education and training videos (docs/decisions/0018): the shared VideoPlayer wired to
 * a watch-progress actor (useWatchProgress). It waits for the saved record, starts at the saved
 * position unless told where, and reports play, pause, time, seeks and the end to the machine.
 */
export function WatchedPlayer({
  watch,
  src,
  poster,
  startAt,
  autoPlay = false,
  onEnded,
  onError,
}: {
  watch: WatchProgress;
  src: string;
  poster?: string;
  /** Where to start, seconds; default the saved position. */
  startAt?: number;
  /** Play at once (a retried trial: the user asked for it); never on a first visit. */
  autoPlay?: boolean;
  onEnded?: () => void;
  /** Without it, video.js shows its own (Chinese) error modal. */
  onError?: () => void;
}) {
  const { actor, player } = watch;
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const resumeAt = useSelector(actor, (s) => s.context.resumeAt);
  if (loading) return <PlayerPlaceholder poster={poster} />;
  return (
    <VideoPlayer
      src={src}
      poster={poster}
      startAt={startAt ?? resumeAt}
      autoPlay={autoPlay}
      label={videoMsg.player}
      handleRef={(h) => player.set(h)}
      onPlay={() => actor.send({ type: 'player.play' })}
      onPause={() => actor.send({ type: 'player.pause' })}
      onTimeUpdate={(position, duration) => actor.send({ type: 'player.time', position, duration })}
      onSeeking={(position) => actor.send({ type: 'player.seeking', position })}
      onEnded={() => {
        actor.send({ type: 'player.ended' });
        onEnded?.();
      }}
      onError={onError}
    />
  );
}
