import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { EventFrom, SnapshotFrom } from 'xstate';
import type { logoutMachine } from '../../../machines/logout.machine';
import { msg } from '../../text/messages';

const TITLE_ID = 'logout-dialog-title';

/** 退出登录 confirmation, driven by the logout machine. */
export function LogoutDialog({
  state,
  send,
}: {
  state: SnapshotFrom<typeof logoutMachine>;
  send: (event: EventFrom<typeof logoutMachine>) => void;
}) {
  const open = state.matches('confirming') || state.matches('loggingOut') || state.matches('loggedOut');
  const busy = !state.matches('confirming');
  return (
    <Dialog
      open={open}
      onClose={() => send({ type: 'logout.cancel' })}
      maxWidth="xs"
      fullWidth
      aria-labelledby={TITLE_ID}
    >
      <DialogTitle id={TITLE_ID}>{msg.login.logoutConfirmTitle}</DialogTitle>
      <DialogContent>
        {/* What DialogContentText renders; that module shares a chunk with form controls no page's shell
            needs, which every page downloaded with the login code (decision 0060). */}
        <Typography color="text.secondary">{msg.login.logoutConfirm}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => send({ type: 'logout.cancel' })} disabled={busy}>
          {msg.app.cancel}
        </Button>
        <Button variant="contained" onClick={() => send({ type: 'logout.confirm' })} disabled={busy}>
          {msg.app.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
