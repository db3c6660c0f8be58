import type { SnapshotFrom, EventFrom } from 'xstate';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { liveJoinMachine } from '../../../machines/liveJoin.machine';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { NO_PASSWORD } from '../../../domain/livePassword';
import { joinFormSchema, PASSWORD_MAX, USER_NAME_MAX } from '../../schemas/liveDiscussion';
import { msg } from '../../text/messages';
import { liveDiscussionMsg } from '../../text/liveDiscussion';

const t = liveDiscussionMsg;
const TITLE_ID = 'live-join-title';
const FORM_ID = 'live-join-form';

type State = SnapshotFrom<typeof liveJoinMachine>;
type Send = (event: EventFrom<typeof liveJoinMachine>) => void;

/** 加入会诊: expert name, and the password when the session has one (000 §5.2). */
export function JoinDialog({ state, send }: { state: State; send: Send }) {
  const open = state.matches('editing') || state.matches('verifying') || state.matches('opening');
  const session = state.context.session;
  return (
    <Dialog
      open={open && session !== null}
      onClose={() => send({ type: 'join.cancel' })}
      aria-labelledby={TITLE_ID}
      maxWidth="xs"
      fullWidth
      data-state={open ? String(state.value) : undefined}
    >
      {session ? (
        // A new form per opened session; a refusal keeps this one (and what was typed).
        <JoinForm key={session.id} state={state} send={send} />
      ) : null}
    </Dialog>
  );
}

function JoinForm({ state, send }: { state: State; send: Send }) {
  const session = state.context.session!;
  const needsPassword = session.hasPass !== NO_PASSWORD;
  const form = useZodForm({
    schema: joinFormSchema(session.hasPass),
    defaultValues: { userName: state.context.userName, password: state.context.password },
  });
  const busy = state.matches('verifying') || state.matches('opening');
  const serverError = state.matches('editing') ? state.context.error : null;

  const submit = form.submit((data) =>
    send({ type: 'join.submit', userName: data.userName, password: data.password ?? '' }),
  );

  return (
    <>
      <DialogTitle id={TITLE_ID}>{t.joinTitle}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {session.title}
        </Typography>
        <Stack component="form" id={FORM_ID} noValidate onSubmit={submit} spacing={1}>
          <FormTextField
            form={form}
            name="userName"
            id="live-join-userName"
            label={liveDiscussionMsg.userName}
            size="small"
            fullWidth
            autoFocus
            disabled={busy}
            required
            slotProps={{ htmlInput: { maxLength: USER_NAME_MAX } }}
          />
          {needsPassword ? (
            <FormTextField
              form={form}
              name="password"
              id="live-join-password"
              label={liveDiscussionMsg.password}
              type="password"
              autoComplete="off"
              size="small"
              fullWidth
              disabled={busy}
              required
              slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
            />
          ) : null}
          {serverError ? <Alert severity="error">{serverError}</Alert> : null}
          {busy ? (
            <Typography role="status" variant="body2" color="text.secondary">
              {state.matches('opening') ? t.opening : t.joining}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => send({ type: 'join.cancel' })}>{msg.app.cancel}</Button>
        <Button
          type="submit"
          form={FORM_ID}
          variant="contained"
          disabled={!state.can({ type: 'join.submit', userName: '', password: '' })}
        >
          {t.joinSubmit}
        </Button>
      </DialogActions>
    </>
  );
}
