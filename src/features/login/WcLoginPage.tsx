import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { msg } from '../../text/messages';
import { createWcCallbackLogic } from './wcCallbackActors';

/** /wcLogin: the messenger's redirect after the scan (000 §2.2, §4.1). */
export function WcLoginPage() {
  const [params] = useSearchParams();
  const [logic] = useState(() => createWcCallbackLogic());
  const [state, send] = useMachine(logic, {
    input: { code: params.get('code'), state: params.get('state') },
  });
  const stillOpen = state.matches('stillOpen');
  const done = state.matches('done') || stillOpen;

  let body;
  if (state.matches('invalid')) {
    body = (
      <>
        <Typography role="alert">{msg.login.callbackMissing}</Typography>
        <HomeLink />
      </>
    );
  } else if (state.matches('failed')) {
    body = (
      <>
        <Typography role="alert" variant="h6" component="h1">
          {msg.login.callbackFailed}
        </Typography>
        {state.context.error ? <Typography color="error">{state.context.error}</Typography> : null}
        <Button variant="contained" onClick={() => send({ type: 'callback.retry' })}>
          {msg.login.callbackRetry}
        </Button>
      </>
    );
  } else if (done) {
    body = (
      <>
        <Typography role="status">
          {stillOpen ? msg.login.callbackDoneManual : msg.login.callbackDone}
        </Typography>
        {stillOpen ? <HomeLink /> : null}
      </>
    );
  } else {
    body = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography role="status">{msg.login.verifying}</Typography>
      </Stack>
    );
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 420, width: '100%' }} data-testid="wc-login">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {body}
        </Stack>
      </Paper>
    </Box>
  );
}

function HomeLink() {
  return (
    <Button component={RouterLink} to="/" variant="outlined">
      {msg.app.backHome}
    </Button>
  );
}

export default WcLoginPage;
