import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import type { CourseGroup, TrainingVideo } from '../../schemas/training';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { trainingMsg } from '../../text/training';
import { groupLabel, videosInGroup } from './trainingGroups';

const t = trainingMsg;

export interface TrainingIndexViewProps {
  /** The course groups (chips); empty while they load. */
  groups: readonly CourseGroup[];
  list: UseQueryResult<TrainingVideo[]>;
  /** The chosen group (`null`: 全部). */
  group: string | null;
  onGroup: (group: string | null) => void;
  /** A course card was clicked (the enrolment machine decides where it goes). */
  onOpen: (video: TrainingVideo) => void;
  /** The enrolment's dialogs (application form, rejection), wired by the page. */
  children?: ReactNode;
}

/** /training/index as plain props: the group chips, the courses of the chosen group, the rejection. */
export function TrainingIndexView({
  groups,
  list,
  group,
  onGroup,
  onOpen,
  children,
}: TrainingIndexViewProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 3, fontSize: 28 }}>
        {t.pageTitle}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 3, flexWrap: 'wrap' }}
        role="group"
        aria-label={t.pageTitle}
      >
        <Chip
          label={educationMsg.seriesAll}
          color={group === null ? 'primary' : 'default'}
          onClick={() => onGroup(null)}
        />
        {groups.map((g) => (
          <Chip
            key={g.dictValue}
            label={g.dictLabel}
            color={group === g.dictValue ? 'primary' : 'default'}
            onClick={() => onGroup(g.dictValue)}
          />
        ))}
      </Stack>
      <QueryView
        query={list}
        loading={<BlockSkeleton rows={6} />}
        emptyText={msg.home.noCourses}
        isEmpty={(rows) => videosInGroup(rows, group).length === 0}
      >
        {(rows) => (
          <Grid container spacing={3}>
            {videosInGroup(rows, group).map((v) => (
              <Grid key={v.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card variant="outlined">
                  <CardActionArea onClick={() => onOpen(v)} data-testid={`training-video-${v.id}`}>
                    <CardMedia component="img" height={160} image={v.videoCoverUrl} alt="" />
                    <CardContent>
                      <Typography sx={{ fontWeight: 600 }}>{v.topic}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {groupLabel(groups, v.courseGroupId)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t.keySpeaker(v.keySpeaker)} · {t.views(v.videoViewCount)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </QueryView>

      {children}
    </Container>
  );
}
