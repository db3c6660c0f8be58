import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoginButton } from './LoginButton';

/**
 * What a page that needs a user shows a visitor: why, and 登录, which opens the login dialog in place (the
 * page renders its content once the session holds a user).
 */
export function LoginPrompt({ message, title }: { message: string; title?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {/* The page's name, its one h1, while its content waits for a login (issue 31: page-has-heading-one). */}
        {title ? (
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        ) : null}
        <Typography role="status">{message}</Typography>
        <LoginButton />
      </Stack>
    </Paper>
  );
}
