import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  comments,
  postComment,
  trainingCommentsQuery,
  trainingRecListQuery,
  trainingVideoQuery,
} from '../../api/training';
import { useSession } from '../../components/useSession';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { LazyCommentBoard } from '../../components/LazyCommentBoard';
import { LazyPart } from '../../components/LazyPart';
import type { TrainingVideo } from '../../schemas/training';
import { trainingMsg } from '../../text/training';
import { lockedText, trainingAccess, trainingWatched, type TrainingAccess } from './trainingAccess';
import { LockedSlot, TrainingDetailView, VideoDetailView } from './TrainingDetailView';
import { TrainingLike } from './TrainingLike';

const t = trainingMsg;
// A visitor sees neither: their machines, XState and RxJS are no part of a visitor's page.
const loadExamPanel = () => import('./ExamPanel').then((m) => ({ default: m.ExamPanel }));
const loadTraineePlayer = () => import('./TraineePlayer');
const TRAINING_LIST = '/training/index';

/** /training/detail/{id}: player, exam, likes, comments, recommendations (001 §2 Training). */
export default function TrainingDetailPage() {
  const id = Number(useParams().videoId);
  // Each video is its own page: a recommendation opens a new player and watch progress.
  return <TrainingDetail key={id} id={id} />;
}

function TrainingDetail({ id }: { id: number }) {
  const session = useSession();
  const videoQuery = useQuery(trainingVideoQuery(id, session.token));
  const navigate = useNavigate();
  const location = useLocation();
  // 001 §8: a video info failure shows the server's message (toast) and returns to the training list.
  useEffect(() => {
    if (videoQuery.isError) void navigate(TRAINING_LIST, { replace: true });
  }, [videoQuery.isError, navigate]);
  const cameFromPortal = location.key !== 'default';
  const back = () => void (cameFromPortal ? navigate(-1) : navigate(TRAINING_LIST));
  return (
    <TrainingDetailView query={videoQuery} onBack={back}>
      {(v) => {
        const access = trainingAccess(session, v);
        return access.kind === 'trainee' ? (
          <TraineeDetail v={v} access={access} />
        ) : (
          <Detail
            v={v}
            access={access}
            player={<LockedSlot text={lockedText(access) ?? ''} />}
            watched={trainingWatched(access, undefined)}
          />
        );
      }}
    </TrainingDetailView>
  );
}

/** An approved trainee: the shared player and its watch progress (TraineePlayer, loaded for a trainee only). */
function TraineeDetail({ v, access }: { v: TrainingVideo; access: TrainingAccess }) {
  return (
    <LazyPart
      load={loadTraineePlayer}
      props={{
        v,
        access,
        children: (player: ReactNode, watched: boolean) => (
          <Detail v={v} access={access} player={player} watched={watched} />
        ),
      }}
      placeholder={<BlockSkeleton rows={8} />}
    />
  );
}

function Detail({
  v,
  access,
  player,
  watched,
}: {
  v: TrainingVideo;
  access: TrainingAccess;
  player: ReactNode;
  watched: boolean;
}) {
  const recommendations = useQuery(trainingRecListQuery(v.id));
  return (
    <VideoDetailView
      video={v}
      player={player}
      exam={
        access.kind === 'anonymous' ? null : (
          <LazyPart
            load={loadExamPanel}
            props={{
              videoId: v.id,
              uid: access.uid,
              paper: v.examJson ?? [],
              watched,
              lockedReason: access.kind === 'trainee' ? undefined : t.examNeedsApproval,
            }}
            placeholder={<BlockSkeleton rows={4} />}
          />
        )
      }
      comments={
        // The shared board (education's too) takes a key and a call: the factory's key, its fetcher.
        <LazyCommentBoard
          boardId={`training-${v.id}`}
          queryKey={trainingCommentsQuery(v.id).queryKey}
          load={(opts) => comments(v.id, opts)}
          add={(text) => postComment(v.id, text)}
        />
      }
      like={<TrainingLike video={v} loggedIn={access.kind !== 'anonymous'} />}
      recommendations={recommendations}
    />
  );
}
