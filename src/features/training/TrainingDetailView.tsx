import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { CHINA_TIME_PATTERN, showChinaTime } from '../../../domain/chinaTime';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import { RichText } from '../../components/RichText';
import type { TrainingVideo } from '../../schemas/training';
import { educationMsg } from '../../text/education';
import { educationRulesMsg } from '../../text/educationRules';
import { trainingMsg } from '../../text/training';

const t = trainingMsg;

/** /training/detail/{id} around the video: 返回, and the video's loading, error and ready states. */
export function TrainingDetailView({
  query,
  onBack,
  children,
}: {
  query: UseQueryResult<TrainingVideo>;
  /** 返回: where the user came from inside the portal, else the training list. */
  onBack: () => void;
  /** The ready video (the page wires its player, exam and likes). */
  children: (video: TrainingVideo) => ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Button startIcon={<ArrowBack />} sx={{ mb: 1 }} onClick={onBack}>
        {educationMsg.back}
      </Button>
      <QueryView query={query} loading={<BlockSkeleton rows={8} />} isEmpty={() => false}>
        {children}
      </QueryView>
    </Container>
  );
}

export interface VideoDetailViewProps {
  video: TrainingVideo;
  /** The player, or the slot saying why it does not play (LockedSlot). */
  player: ReactNode;
  /** The exam panel; null when nobody is logged in (the view asks for a login). */
  exam: ReactNode | null;
  /** The comment board. */
  comments: ReactNode;
  /** The like heart (TrainingLike: the like machine's button). */
  like: ReactNode;
  recommendations: UseQueryResult<TrainingVideo[]>;
}

/** One training video as plain props: player, facts, likes, description, exam, comments, recommendations (001 §2). */
export function VideoDetailView({
  video: v,
  player,
  exam,
  comments,
  like,
  recommendations,
}: VideoDetailViewProps) {
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
          <Box>{like}</Box>
          <RichText html={v.description} />
          {exam ?? <Typography color="text.secondary">{educationRulesMsg.loginRequired}</Typography>}
          {comments}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Recommendations query={recommendations} />
      </Grid>
    </Grid>
  );
}

/** The player's place while the video does not play for this visitor, saying why. */
export function LockedSlot({ text }: { text: string }) {
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

function Recommendations({ query }: { query: UseQueryResult<TrainingVideo[]> }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rec-title">
      <Typography id="rec-title" variant="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t.recommendations}
      </Typography>
      <QueryView query={query} loading={<BlockSkeleton rows={4} />} emptyText={educationMsg.none}>
        {(rows) => (
          // Each link in a list item of its own (axe: a list holds list items only; issue 31).
          <List dense>
            {rows.map((r) => (
              <ListItem key={r.id} disablePadding>
                <ListItemButton component={RouterLink} to={`/training/detail/${r.id}`}>
                  <ListItemText primary={r.topic} secondary={r.keySpeaker} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryView>
    </Paper>
  );
}
