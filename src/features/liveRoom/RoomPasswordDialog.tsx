import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { PASSWORD_MAX } from '../../schemas/liveDiscussion';
import { roomPassBody } from '../../schemas/liveRoom';
import { msg } from '../../text/messages';

const t = msg.liveDiscussion;

/**
 * The room's password (docs/decisions/0013): the spec's 请输入参会密码 as title and empty-field message,
 * the server's message (参会密码错误, too many attempts) when it refuses; what was typed stays.
 */
export function RoomPasswordDialog({
  roomId,
  submitting,
  error,
  onSubmit,
}: {
  roomId: string;
  submitting: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = roomPassBody.shape.password.safeParse(password);
    if (!r.success) {
      setInvalid(r.error.issues[0]?.message ?? t.passwordRequired);
      return;
    }
    onSubmit(r.data);
  };

  return (
    <Dialog
      open
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 540, maxWidth: '95vw' } } }}
      aria-labelledby="live-room-password-title"
      data-room={roomId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="live-room-password-title">{t.passwordRequired}</DialogTitle>
        <DialogContent>
          <TextField
            label={t.password}
            type="password"
            autoComplete="off"
            autoFocus
            required
            fullWidth
            value={password}
            disabled={submitting}
            error={invalid !== null}
            helperText={invalid ?? ' '}
            onChange={(e) => {
              setPassword(e.target.value);
              setInvalid(null);
            }}
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
            sx={{ mt: 1 }}
          />
          {error && !submitting ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? t.joining : msg.app.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
