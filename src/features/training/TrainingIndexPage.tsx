import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { trainingGroupsQuery, trainingKeys, trainingListQuery } from '../../api/training';
import { useSession } from '../../api/useSession';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { QueryView } from '../../components/QueryView';
import type { TrainingVideo } from '../../schemas/training';
import { msg } from '../../text/messages';
import { APPLY_CAPTCHA_KEY, ApplyDialog } from './ApplyDialog';
import { createEnrolmentLogic, type ApplyErrors } from './enrolmentActors';
import type { Captcha } from '../../schemas/account';

const t = msg.training;

/** /training/index: course groups and their videos; a click routes by learningProcess (enrolment machine). */
export default function TrainingIndexPage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const [group, setGroup] = useState<string | null>(null);
  const groupsQuery = useQuery(trainingGroupsQuery());
  const listQuery = useQuery(trainingListQuery(token));
  // 001 §8: a list failure shows the message (the client's toast) and returns to /education.
  useEffect(() => {
    if (listQuery.isError) void navigate('/education', { replace: true });
  }, [listQuery.isError, navigate]);
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [logic] = useState(() =>
    createEnrolmentLogic({
      openDetail: (id) => void navigate(`/training/detail/${id}`),
      applied: () => void queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      form: {
        showErrors: setErrors,
        refreshCaptcha: () => void queryClient.refetchQueries({ queryKey: APPLY_CAPTCHA_KEY }),
        uuid: () => queryClient.getQueryData<Captcha>(APPLY_CAPTCHA_KEY)?.uuid ?? '',
      },
    }),
  );
  const [state, send] = useMachine(logic);
  const groupLabel = (id: string) => groupsQuery.data?.find((g) => g.dictValue === id)?.dictLabel ?? '';

  const open = (v: TrainingVideo) =>
    send({
      type: 'course.open',
      loggedIn: token !== null,
      course: {
        videoId: v.id,
        courseGroupId: v.courseGroupId,
        courseGroupName: groupLabel(v.courseGroupId),
        learningProcess: v.learningProcess,
      },
    });

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
          label={msg.education.seriesAll}
          color={group === null ? 'primary' : 'default'}
          onClick={() => setGroup(null)}
        />
        {(groupsQuery.data ?? []).map((g) => (
          <Chip
            key={g.dictValue}
            label={g.dictLabel}
            color={group === g.dictValue ? 'primary' : 'default'}
            onClick={() => setGroup(g.dictValue)}
          />
        ))}
      </Stack>
      <QueryView
        query={listQuery}
        loading={<BlockSkeleton rows={6} />}
        emptyText={msg.home.noCourses}
        isEmpty={(rows) => rows.filter((v) => group === null || v.courseGroupId === group).length === 0}
      >
        {(rows) => (
          <Grid container spacing={3}>
            {rows
              .filter((v) => group === null || v.courseGroupId === group)
              .map((v) => (
                <Grid key={v.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Card variant="outlined">
                    <CardActionArea onClick={() => open(v)} data-testid={`training-video-${v.id}`}>
                      <CardMedia component="img" height={160} image={v.videoCoverUrl} alt="" />
                      <CardContent>
                        <Typography sx={{ fontWeight: 600 }}>{v.topic}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {groupLabel(v.courseGroupId)}
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

      {state.matches('form') || state.matches('submitting') ? (
        <ApplyDialog
          groupName={state.context.course?.courseGroupName ?? ''}
          busy={state.matches('submitting')}
          error={state.context.error}
          errors={errors}
          setErrors={setErrors}
          onSubmit={(form) => send({ type: 'form.submit', form })}
          onClose={() => send({ type: 'form.close' })}
        />
      ) : null}
      <Dialog
        open={state.matches('rejected')}
        onClose={() => send({ type: 'form.close' })}
        aria-labelledby="rejected-title"
      >
        <DialogTitle id="rejected-title">{state.context.course?.courseGroupName}</DialogTitle>
        <DialogContent>
          <Typography>{t.rejected(state.context.reason)}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => send({ type: 'form.close' })}>{msg.app.cancel}</Button>
          <Button variant="contained" onClick={() => send({ type: 'apply.again' })}>
            {t.applySubmit}
          </Button>
        </DialogActions>
      </Dialog>
    </Container>
  );
}
