import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VideoDetail } from '../../schemas/education';
import { msg } from '../../text/messages';
import { educationRulesMsg } from '../../text/educationRules';
import { videoMsg } from '../../text/video';
import { PlayerPlaceholder } from '../../components/VideoPlayer';
import { useWatchProgress, WatchedPlayer } from '../player';
import { createAccessLogic, educationWatchCalls } from './videoActors';

const t = videoMsg;

/**
 * The player of a logged-in user: the access machine decides what plays (trial, full video, nothing);
 * the watch-progress machine saves where the user is. The view only renders their states.
 */
export function PlayerSection({
  videoId,
  uid,
  video,
  leave,
}: {
  videoId: string;
  uid: string;
  video: VideoDetail | undefined;
  leave: () => void;
}) {
  const queryClient = useQueryClient();
  const [accessLogic] = useState(() => createAccessLogic({ videoId, queryClient, leave }));
  const [access, sendAccess] = useMachine(accessLogic);
  // The watch machine waits for the video info and the access decision (its flags are input). Each
  // address gets its own watch actor: the trial clip's, then (after a redeem) the full video's.
  const decided = !access.matches('loading') && !access.matches('reloading');
  return (
    <Box>
      {video && decided ? (
        <Watch key={access.context.src} video={video} uid={uid} access={access} send={sendAccess} />
      ) : (
        <PlayerPlaceholder poster={video?.videoCoverUrl} />
      )}
      <Dialog
        open={access.matches('confirming') || access.matches('redeeming')}
        onClose={() => sendAccess({ type: 'redeem.cancel' })}
        aria-labelledby="redeem-confirm-title"
      >
        <DialogTitle id="redeem-confirm-title">{t.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.confirmText(access.context.price)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => sendAccess({ type: 'redeem.cancel' })}
            disabled={!access.can({ type: 'redeem.cancel' })}
          >
            {msg.app.cancel}
          </Button>
          <Button
            variant="contained"
            onClick={() => sendAccess({ type: 'redeem.confirm' })}
            disabled={!access.can({ type: 'redeem.confirm' })}
          >
            {msg.app.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

type AccessSnapshot = ReturnType<typeof useMachine<ReturnType<typeof createAccessLogic>>>[0];
type AccessSend = ReturnType<typeof useMachine<ReturnType<typeof createAccessLogic>>>[1];

function Watch({
  video,
  uid,
  access,
  send,
}: {
  video: VideoDetail;
  uid: string;
  access: AccessSnapshot;
  send: AccessSend;
}) {
  // The shared watch progress (docs/decisions/0018): education's records, the video's own pass and seek rules.
  const watch = useWatchProgress(educationWatchCalls(uid), {
    videoId: Number(video.id),
    passPercentage: video.videoPassPercentage,
    restrictSeek: video.seekRestricted === 1,
    trial: !access.matches('playable'),
  });
  const showsPlayer = (access.matches('playable') || access.matches('trial')) && access.context.src !== '';
  if (!showsPlayer) return <Screen access={access} send={send} />;
  // The first player starts at the saved position; a retried trial is a new player that plays from 0.
  const { src, trialRun } = access.context;
  const retried = trialRun > 0;
  return (
    <WatchedPlayer
      key={`${src}#${trialRun}`}
      watch={watch}
      src={src}
      poster={video.videoCoverUrl}
      startAt={retried ? 0 : undefined}
      autoPlay={retried}
      onEnded={() => send({ type: 'player.ended' })}
      onError={() => send({ type: 'player.error' })}
    />
  );
}

/** What shows instead of the player: 试看结束 with its actions, or why nothing plays. */
function Screen({ access, send }: { access: AccessSnapshot; send: AccessSend }) {
  if (access.matches('trialEnded') || access.matches('confirming') || access.matches('redeeming')) {
    const { trySee, price, error } = access.context;
    return (
      <Box sx={screenSx} data-testid="trial-ended">
        <Stack spacing={2} sx={{ alignItems: 'center', px: 2 }}>
          <Typography variant="h6" component="p" role="status">
            {trySee ? t.trialEnded : educationRulesMsg.notRedeemed}
          </Typography>
          {error ? (
            <Alert severity="error" variant="filled">
              {error}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={2}>
            {trySee ? (
              <Button variant="outlined" color="inherit" onClick={() => send({ type: 'trial.retry' })}>
                {t.retryTrial}
              </Button>
            ) : null}
            <Button
              variant="contained"
              onClick={() => send({ type: 'redeem.start' })}
              disabled={!access.can({ type: 'redeem.start' })}
            >
              {t.redeem(price)}
            </Button>
          </Stack>
        </Stack>
      </Box>
    );
  }
  if (access.matches('insufficient')) return <Blocked text={educationRulesMsg.pointsInsufficient} />;
  if (access.matches('unplayable')) return <Blocked text={t.unplayable} />;
  if (access.matches('failed')) return <Blocked text={msg.app.loadFailed} />;
  return null;
}

function Blocked({ text }: { text: string }) {
  return (
    <Box sx={screenSx}>
      <Typography role="alert">{text}</Typography>
    </Box>
  );
}

const screenSx = {
  width: '100%',
  aspectRatio: '16 / 9',
  bgcolor: 'grey.900',
  color: 'common.white',
  display: 'grid',
  placeItems: 'center',
} as const;
