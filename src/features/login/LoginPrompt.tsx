import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { msg } from '../../text/messages';
import { LoginDialog } from './LoginDialog';
import { useLoginFlow } from './useLoginFlow';

/**
 * What a page that needs a user shows a visitor: why, and 登录, which opens the login dialog in place (the
 * page renders its content once the session holds a user).
 */
export function LoginPrompt({ message }: { message: string }) {
  const flow = useLoginFlow();
  const [, send] = flow;
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography role="status">{message}</Typography>
        <Button variant="contained" onClick={() => send({ type: 'login.start' })}>
          {msg.avatar.login}
        </Button>
      </Stack>
      <LoginDialog flow={flow} />
    </Paper>
  );
}
