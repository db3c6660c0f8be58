import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise } from 'xstate';
import { watchProgressMachine, type WatchRecord } from '../../../machines/watchProgress.machine';
import { flushWatchRecord, saveWatchRecord, watchRecordInfo } from '../../api/training';
import { VideoPlayer, type VideoPlayerHandle } from '../../components/VideoPlayer';

/** The mounted player (or none), for the watch machine's clamped seeks. */
class HandleHolder {
  handle: VideoPlayerHandle | null = null;
  set(handle: VideoPlayerHandle | null) {
    this.handle = handle;
  }
}

/** Training videos count as watched at 95 % (001 §3 gives them no videoPassPercentage; the end also counts). */
export const TRAINING_PASS_PERCENTAGE = 95;

/** The shared watch-progress machine with the training watch-record calls (001 §7 Training). */
export function createTrainingWatchLogic(seekTo: (position: number) => void) {
  return watchProgressMachine.provide({
    actors: {
      loadRecord: fromPromise(
        async ({ input }: { input: { videoId: number } }): Promise<WatchRecord | null> => {
          const saved = await watchRecordInfo(input.videoId);
          return saved
            ? {
                watchPosition: saved.watchPosition,
                maxPosition: saved.maxPosition,
                completed: saved.completed === 1 ? 1 : 0,
              }
            : null;
        },
      ),
    },
    actions: {
      saveRecord: (_, r) => void saveWatchRecord({ trainingVideoId: r.videoId, ...pick(r) }).catch(() => {}),
      flushRecord: (_, r) => flushWatchRecord({ trainingVideoId: r.videoId, ...pick(r) }),
      seekTo: (_, { position }) => seekTo(position),
    },
  });
}

const pick = (r: WatchRecord) => ({
  watchPosition: r.watchPosition,
  maxPosition: r.maxPosition,
  completed: r.completed,
});

/**
 * The training player: the shared VideoPlayer and watch-progress machine (edu-player), saving training
 * watch records every 3 s, on pause, end and page hide. Forward seeking is restricted until completed.
 */
export function TrainingPlayer({
  videoId,
  src,
  poster,
  label,
  onCompleted,
}: {
  videoId: number;
  src: string;
  poster: string;
  label: string;
  onCompleted: () => void;
}) {
  const [holder] = useState(() => new HandleHolder());
  const [watch] = useState(() =>
    createActor(
      createTrainingWatchLogic((p) => holder.handle?.seekTo(p)),
      {
        input: { videoId, passPercentage: TRAINING_PASS_PERCENTAGE, restrictSeek: true, trial: false },
      },
    ),
  );
  const loading = useSelector(watch, (s) => s.matches('loading'));
  const resumeAt = useSelector(watch, (s) => s.context.resumeAt);
  const completed = useSelector(watch, (s) => s.context.completed === 1);
  useEffect(() => {
    watch.start();
    const hide = () => watch.send({ type: 'page.hide' });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', hide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', hide);
      watch.stop();
    };
  }, [watch]);
  useEffect(() => {
    if (completed) onCompleted();
  }, [completed, onCompleted]);
  if (loading) return null;
  return (
    <VideoPlayer
      src={src}
      poster={poster}
      startAt={resumeAt}
      label={label}
      handleRef={(h) => holder.set(h)}
      onPlay={() => watch.send({ type: 'player.play' })}
      onPause={() => watch.send({ type: 'player.pause' })}
      onTimeUpdate={(position, duration) => watch.send({ type: 'player.time', position, duration })}
      onSeeking={(position) => watch.send({ type: 'player.seeking', position })}
      onEnded={() => watch.send({ type: 'player.ended' })}
    />
  );
}
