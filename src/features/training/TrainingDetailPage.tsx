import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
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
import { Link as RouterLink } from 'react-router-dom';
import { CHINA_TIME_PATTERN, showChinaTime } from '../../../domain/chinaTime';
import {
  comments,
  like,
  postComment,
  recList,
  trainingKeys,
  video,
  watchRecordInfo,
} from '../../api/training';
import { useSession } from '../../api/useSession';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import { RichText } from '../../components/RichText';
import { CommentBoard } from '../../components/CommentBoard';
import { msg } from '../../text/messages';
import { ExamPanel } from './ExamPanel';
import { TrainingPlayer } from './TrainingPlayer';

const t = msg.training;

/** /training/detail/{id}: player slot, exam, likes, comments, recommendations (001 §2 Training). */
export default function TrainingDetailPage() {
  const id = Number(useParams().videoId);
  const { token, user } = useSession();
  const videoQuery = useQuery({
    queryKey: [...trainingKeys.video(id), token ? 'user' : 'anon'],
    queryFn: ({ signal }) => video(id, { signal }),
  });
  const navigate = useNavigate();
  // 001 §8: a video info failure shows the server's message (toast) and returns to the training list.
  useEffect(() => {
    if (videoQuery.isError) void navigate('/training/index', { replace: true });
  }, [videoQuery.isError, navigate]);
  const [completedHere, setCompletedHere] = useState(false);
  const [onCompleted] = useState(() => () => setCompletedHere(true));
  const watchQuery = useQuery({
    queryKey: trainingKeys.watch(id),
    queryFn: () => watchRecordInfo(id),
    enabled: token !== null,
  });
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <QueryView query={videoQuery} loading={<BlockSkeleton rows={8} />} isEmpty={() => false}>
        {(v) => {
          // The server answers the address only to trainees approved in the video's group.
          const enrolled = v.videoUrl !== '';
          const lockedWhy = v.learningProcess === 0 ? t.videoNeedsApply : t.videoNeedsApproval;
          const watched =
            enrolled && (v.learningProcess === 3 || watchQuery.data?.completed === 1 || completedHere);
          return (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 8 }}>
                <Stack spacing={3}>
                  <Typography variant="h1" sx={{ fontSize: 26 }}>
                    {v.topic}
                  </Typography>
                  {token && enrolled ? (
                    <TrainingPlayer
                      videoId={v.id}
                      src={v.videoUrl}
                      poster={v.videoCoverUrl}
                      label={v.topic}
                      onCompleted={onCompleted}
                    />
                  ) : (
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
                      <Typography>{token ? lockedWhy : msg.educationRules.loginRequired}</Typography>
                    </Box>
                  )}
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
        }}
      </QueryView>
    </Container>
  );
}

function LikeButton({ id, count }: { id: number; count: number }) {
  const [likes, setLikes] = useState(count);
  const m = useMutation({ mutationFn: () => like(id, likes + 1), onSuccess: setLikes });
  return (
    <Box>
      <Button variant="outlined" onClick={() => m.mutate()} disabled={m.isPending} aria-label={t.like}>
        {t.likes(likes)}
      </Button>
    </Box>
  );
}

function Comments({ id }: { id: number }) {
  return (
    <CommentBoard
      boardId={`training-${id}`}
      queryKey={trainingKeys.comments(id)}
      load={(opts) => comments(id, opts)}
      add={(text) => postComment(id, text)}
    />
  );
}

function Recommendations({ id }: { id: number }) {
  const q = useQuery({ queryKey: trainingKeys.recList(id), queryFn: () => recList(id) });
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
