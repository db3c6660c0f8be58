import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoginButton } from './LoginButton';

/**
 * What a page that needs a user shows a visitor: why, and 登录, which opens the login dialog in place (the
 * page renders its content once the session holds a user).
 */
export function LoginPrompt({ message }: { message: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography role="status">{message}</Typography>
        <LoginButton />
      </Stack>
    </Paper>
  );
}
