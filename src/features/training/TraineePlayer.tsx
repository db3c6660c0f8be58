import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { TrainingVideo } from '../../schemas/training';
import { useWatchProgress, WatchedPlayer } from '../player';
import { trainingWatched, type TrainingAccess } from './trainingAccess';
import { trainingWatchCalls, trainingWatchInput } from './trainingWatch';

/**
 * An approved trainee's player and its watch progress, which alone says "watched": loaded for a trainee
 * only (its machine and video.js's player are no part of a visitor's page). `children` places them.
 */
export default function TraineePlayer({
  v,
  access,
  children,
}: {
  v: TrainingVideo;
  access: TrainingAccess;
  children: (player: ReactNode, watched: boolean) => ReactNode;
}) {
  const watch = useWatchProgress(trainingWatchCalls, trainingWatchInput(v.id));
  const watched = useSelector(watch.actor, (s) => trainingWatched(access, s));
  return children(<WatchedPlayer watch={watch} src={v.videoUrl} poster={v.videoCoverUrl} />, watched);
}
