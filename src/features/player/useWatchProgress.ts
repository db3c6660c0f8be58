import { useEffect, useState } from 'react';
import { createActor, type Actor } from 'xstate';
import type { WatchProgressInput } from '../../../machines/watchProgress.machine';
import type { VideoPlayerHandle } from '../../components/VideoPlayer';
import { createWatchLogic, type WatchRecordCalls } from './watchActors';

/** The mounted player (or none), for the machine's clamped seeks; read only in callbacks. */
export class PlayerHandleHolder {
  private handle: VideoPlayerHandle | null = null;
  set(handle: VideoPlayerHandle | null) {
    this.handle = handle;
  }
  seekTo(position: number) {
    this.handle?.seekTo(position);
  }
}

export interface WatchProgress {
  actor: Actor<ReturnType<typeof createWatchLogic>>;
  /** Where WatchedPlayer puts the mounted player. */
  player: PlayerHandleHolder;
}

/**
 * The watch progress of one video for as long as the calling component is mounted: the actor is created
 * once (calls and input are read on the first render), started, and the last position is flushed when
 * the tab is hidden, the page is closed, or the component unmounts (leaving inside the app), then it stops.
 */
export function useWatchProgress(calls: WatchRecordCalls, input: WatchProgressInput): WatchProgress {
  const [progress] = useState<WatchProgress>(() => {
    const player = new PlayerHandleHolder();
    const actor = createActor(
      createWatchLogic(calls, (position) => player.seekTo(position)),
      { input },
    );
    return { actor, player };
  });
  useEffect(() => {
    const { actor } = progress;
    actor.start();
    const hide = () => actor.send({ type: 'page.hide' });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hide);
      hide();
      actor.stop();
    };
  }, [progress]);
  return progress;
}
