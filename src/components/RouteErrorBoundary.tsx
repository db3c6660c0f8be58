import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { msg } from '../text/messages';
import { isMalformedResponse } from '../api/errors';

/**
 * Shown by the router when a page throws (a malformed server answer, a failed chunk load, a bug):
 * a title, what happened and a way out, never a blank page.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? msg.app.notFoundTitle : msg.app.crashTitle;
  const body = notFound
    ? msg.app.notFoundBody
    : isMalformedResponse(error)
      ? msg.app.malformed
      : msg.app.crashBody;
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {body}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {notFound ? null : (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {msg.app.reload}
          </Button>
        )}
        <Button variant="outlined" component={RouterLink} to="/">
          {msg.app.backHome}
        </Button>
      </Stack>
    </Box>
  );
}

export default RouteErrorBoundary;
