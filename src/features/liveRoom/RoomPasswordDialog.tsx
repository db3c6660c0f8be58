import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { PASSWORD_MAX } from '../../schemas/liveDiscussion';
import { roomPassBody } from '../../schemas/liveRoom';
import { msg } from '../../text/messages';
import { liveDiscussionMsg } from '../../text/liveDiscussion';

const t = liveDiscussionMsg;
/** The body's password rule (请输入参会密码 when empty), as a one-field form. */
const passwordForm = roomPassBody.pick({ password: true });

/**
 * The room's password (docs/decisions/0013): the spec's 请输入参会密码 as title and empty-field message,
 * the server's message (参会密码错误, too many attempts) when it refuses; what was typed stays. 取消 or
 * Escape leaves (`onCancel`: the page goes back to the session list; issue 31).
 */
export function RoomPasswordDialog({
  roomId,
  submitting,
  error,
  onSubmit,
  onCancel,
}: {
  roomId: string;
  submitting: boolean;
  error: string | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm({ schema: passwordForm, defaultValues: { password: '' } });

  return (
    <Dialog
      open
      // Escape leaves; a click beside the dialog does not (it would lose what was typed by accident).
      onClose={(_, reason) => reason === 'escapeKeyDown' && onCancel()}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 540, maxWidth: '95vw' } } }}
      aria-labelledby="live-room-password-title"
      data-room={roomId}
    >
      <form onSubmit={form.submit((data) => onSubmit(data.password))} noValidate>
        <DialogTitle id="live-room-password-title">{t.passwordRequired}</DialogTitle>
        <DialogContent>
          <FormTextField
            form={form}
            name="password"
            label={t.password}
            type="password"
            autoComplete="off"
            autoFocus
            required
            fullWidth
            disabled={submitting}
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
          <Button onClick={onCancel}>{msg.app.cancel}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? t.joining : msg.app.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
