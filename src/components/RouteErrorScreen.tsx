import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { msg } from '../text/messages';
import { isMalformedResponse } from '../api/errors';

/**
 * What a page that threw shows (a malformed server answer, a failed chunk load, a bug): a title, what
 * happened and a way out, never a blank page. Shown by RouteErrorBoundary.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {msg.app.crashTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {isMalformedResponse(error) ? msg.app.malformed : msg.app.crashBody}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {msg.app.reload}
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          {msg.app.backHome}
        </Button>
      </Stack>
    </Box>
  );
}

export default RouteErrorScreen;
