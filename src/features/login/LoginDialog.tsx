import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { msg } from '../../text/messages';
import type { LoginFlow } from './useLoginFlow';

const TITLE_ID = 'login-dialog-title';

/** What the login machine is doing, while it does something: opening, waiting, blocked, failed. */
export function LoginDialog({ flow }: { flow: LoginFlow }) {
  const [state, send] = flow;
  const open = !state.matches('idle');
  const canCancel = state.can({ type: 'login.cancel' });
  const busy = state.matches('fetchingUrl') || state.matches('openingWindow') || state.matches('loggedIn');
  const waiting = state.matches('waiting');
  const blocked = state.matches('blocked');
  const failed = state.matches('failed');
  const timedOut = state.matches('timedOut');
  const windowClosed = state.matches('windowClosed');

  const text = waiting
    ? msg.login.waiting
    : blocked
      ? msg.login.popupBlocked
      : failed
        ? msg.login.urlFailed
        : timedOut
          ? msg.login.timedOut
          : windowClosed
            ? msg.login.windowClosed
            : msg.login.opening;

  return (
    <Dialog
      open={open}
      onClose={() => canCancel && send({ type: 'login.cancel' })}
      maxWidth="xs"
      fullWidth
      aria-labelledby={TITLE_ID}
      data-testid="login-dialog"
      data-state={typeof state.value === 'string' ? state.value : Object.keys(state.value)[0]}
    >
      <DialogTitle id={TITLE_ID}>{msg.login.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {busy || waiting ? <CircularProgress size={24} aria-hidden /> : null}
          <Typography role={failed || timedOut || windowClosed ? 'alert' : 'status'}>{text}</Typography>
        </Stack>
        {failed && state.context.error ? (
          <Typography color="error" variant="body2" sx={{ mt: 1 }}>
            {state.context.error}
          </Typography>
        ) : null}
        {blocked && state.context.qrUrl ? (
          <Button
            component="a"
            href={state.context.qrUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            sx={{ mt: 2 }}
            onClick={() => send({ type: 'login.linkOpened' })}
          >
            {msg.login.openLink}
          </Button>
        ) : null}
      </DialogContent>
      <DialogActions>
        {failed || timedOut || windowClosed ? (
          <Button variant="contained" onClick={() => send({ type: 'login.retry' })}>
            {windowClosed ? msg.login.restart : msg.app.retry}
          </Button>
        ) : null}
        <Button onClick={() => send({ type: 'login.cancel' })} disabled={!canCancel}>
          {msg.login.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
