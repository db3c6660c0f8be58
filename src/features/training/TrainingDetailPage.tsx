import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { Link as RouterLink } from 'react-router-dom';
import { CHINA_TIME_PATTERN, showChinaTime } from '../../../domain/chinaTime';
import {
  comments,
  like,
  postComment,
  trainingCommentsQuery,
  trainingRecListQuery,
  trainingVideoQuery,
} from '../../api/training';
import { useSession } from '../../api/useSession';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import { RichText } from '../../components/RichText';
import { CommentBoard } from '../../components/CommentBoard';
import { toast } from '../../components/toastStore';
import { watchedOf } from '../../../machines/watchProgress.machine';
import type { TrainingVideo } from '../../schemas/training';
import { msg } from '../../text/messages';
import { ExamPanel } from './ExamPanel';
import { useWatchProgress, WatchedPlayer } from '../player';
import { trainingWatchCalls, trainingWatchInput } from './trainingWatch';

const t = msg.training;

/** /training/detail/{id}: player, exam, likes, comments, recommendations (001 §2 Training). */
export default function TrainingDetailPage() {
  const id = Number(useParams().videoId);
  // Each video is its own page: a recommendation opens a new player and watch progress.
  return <TrainingDetail key={id} id={id} />;
}

function TrainingDetail({ id }: { id: number }) {
  const { token, user } = useSession();
  const videoQuery = useQuery(trainingVideoQuery(id, token));
  const navigate = useNavigate();
  // 001 §8: a video info failure shows the server's message (toast) and returns to the training list.
  useEffect(() => {
    if (videoQuery.isError) void navigate(TRAINING_LIST, { replace: true });
  }, [videoQuery.isError, navigate]);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <BackButton />
      <QueryView query={videoQuery} loading={<BlockSkeleton rows={8} />} isEmpty={() => false}>
        {(v) =>
          // The server answers the address only to trainees approved in the video's group.
          token !== null && user !== null && v.videoUrl !== '' ? (
            <EnrolledDetail v={v} />
          ) : (
            <DetailView
              v={v}
              player={<LockedSlot text={token ? lockedWhy(v) : msg.educationRules.loginRequired} />}
              watched={false}
            />
          )
        }
      </QueryView>
    </Container>
  );
}

const TRAINING_LIST = '/training/index';

/** 返回: where the user came from inside the portal, else the training list (a detail opened directly). */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromPortal = location.key !== 'default';
  return (
    <Button
      startIcon={<ArrowBack />}
      sx={{ mb: 1 }}
      onClick={() => void (cameFromPortal ? navigate(-1) : navigate(TRAINING_LIST))}
    >
      {msg.education.back}
    </Button>
  );
}

const lockedWhy = (v: TrainingVideo) => (v.learningProcess === 0 ? t.videoNeedsApply : t.videoNeedsApproval);

/** An approved trainee: the shared player and watch progress; "watched" is the machine's, one source. */
function EnrolledDetail({ v }: { v: TrainingVideo }) {
  const watch = useWatchProgress(trainingWatchCalls, trainingWatchInput(v.id));
  const watched = useSelector(watch.actor, watchedOf);
  return (
    <DetailView
      v={v}
      player={<WatchedPlayer watch={watch} src={v.videoUrl} poster={v.videoCoverUrl} />}
      watched={watched}
    />
  );
}

function LockedSlot({ text }: { text: string }) {
  return (
    <Box
      data-testid="player-slot"
      sx={{
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        color: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        borderRadius: 1,
      }}
    >
      <Typography>{text}</Typography>
    </Box>
  );
}

/** The detail's layout: the player slot and whether the video counts as watched come from the page. */
function DetailView({ v, player, watched }: { v: TrainingVideo; player: ReactNode; watched: boolean }) {
  const { token, user } = useSession();
  const enrolled = v.videoUrl !== '';
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={3}>
          <Typography variant="h1" sx={{ fontSize: 26 }}>
            {v.topic}
          </Typography>
          {player}
          <Typography color="text.secondary">
            {t.keySpeaker(v.keySpeaker)} · {showChinaTime(v.videoDate, CHINA_TIME_PATTERN)} ·{' '}
            {t.views(v.videoViewCount)}
          </Typography>
          <LikeButton id={v.id} count={v.likeCount} />
          <RichText html={v.description} />
          {token && user ? (
            <ExamPanel
              videoId={v.id}
              uid={user.uid}
              paper={v.examJson ?? []}
              watched={watched}
              lockedReason={enrolled ? undefined : t.examNeedsApproval}
            />
          ) : (
            <Typography color="text.secondary">{msg.educationRules.loginRequired}</Typography>
          )}
          <Comments id={v.id} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Recommendations id={v.id} />
      </Grid>
    </Grid>
  );
}

/** One like per user (the server counts it once): the new count, the pressed heart and a confirmation. */
function LikeButton({ id, count }: { id: number; count: number }) {
  const { token } = useSession();
  const [likes, setLikes] = useState(count);
  const [liked, setLiked] = useState(false);
  const m = useMutation({
    mutationFn: () => like(id, likes + 1),
    onSuccess: (n) => {
      setLikes(n);
      setLiked(true);
      toast.success(msg.education.hearted);
    },
  });
  return (
    <Box>
      <Button
        variant={liked ? 'contained' : 'outlined'}
        color="error"
        startIcon={liked ? <Favorite /> : <FavoriteBorder />}
        aria-pressed={liked}
        disabled={m.isPending}
        onClick={() => {
          if (token === null) {
            toast.error(msg.educationRules.loginRequired);
            return;
          }
          if (!liked) m.mutate();
        }}
      >
        {t.likes(likes)}
      </Button>
    </Box>
  );
}

function Comments({ id }: { id: number }) {
  // The shared board (education's too) takes a key and a call: the factory's key, its fetcher.
  return (
    <CommentBoard
      boardId={`training-${id}`}
      queryKey={trainingCommentsQuery(id).queryKey}
      load={(opts) => comments(id, opts)}
      add={(text) => postComment(id, text)}
    />
  );
}

function Recommendations({ id }: { id: number }) {
  const q = useQuery(trainingRecListQuery(id));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rec-title">
      <Typography id="rec-title" variant="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t.recommendations}
      </Typography>
      <QueryView query={q} loading={<BlockSkeleton rows={4} />} emptyText={msg.education.none}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState message={msg.education.none} />
          ) : (
            <List dense>
              {rows.map((r) => (
                <ListItemButton key={r.id} component={RouterLink} to={`/training/detail/${r.id}`}>
                  <ListItemText primary={r.topic} secondary={r.keySpeaker} />
                </ListItemButton>
              ))}
            </List>
          )
        }
      </QueryView>
    </Paper>
  );
}
