import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { msg } from '../text/messages';

/** A block whose data failed to load: what went wrong and a retry button. */
export function ErrorState({
  title = msg.app.loadFailed,
  error,
  onRetry,
}: {
  title?: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const detail =
    error instanceof Error && error.message !== '' && error.message !== title ? error.message : null;
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ my: 1 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {msg.app.retry}
          </Button>
        ) : undefined
      }
    >
      {title}
      {detail ? `：${detail}` : ''}
    </Alert>
  );
}
