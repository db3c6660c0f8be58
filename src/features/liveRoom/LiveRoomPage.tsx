import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '../../api/useSession';
import type { User } from '../../schemas/account';
import { msg } from '../../text/messages';
import { AnnouncementDialog } from './AnnouncementDialog';
import { cachedRoom, createLiveRoomLogic } from './liveRoomActors';
import { MakeUpDialog } from './MakeUpDialog';
import { MessageBoard } from './MessageBoard';
import { RoomPasswordDialog } from './RoomPasswordDialog';
import { useChat } from './useChat';

const t = msg.liveRoom;

/** /liveDetail?roomId= (001 §2 Live room). */
export default function LiveRoomPage() {
  const [params] = useSearchParams();
  const roomId = params.get('roomId')?.trim() ?? '';
  const session = useSession();
  if (roomId === '') {
    return (
      <Container sx={{ py: 3 }}>
        <Alert severity="error" role="alert">
          {t.dataError}
        </Alert>
      </Container>
    );
  }
  // Logging in or out starts the gate afresh (the logic is created once per room and session).
  return (
    <LiveRoomView
      key={`${roomId}:${session.token ? 'in' : 'out'}`}
      roomId={roomId}
      token={session.token}
      user={session.user}
    />
  );
}

function LiveRoomView({ roomId, token, user }: { roomId: string; token: string | null; user: User | null }) {
  const queryClient = useQueryClient();
  const loggedIn = token !== null;
  const [logic] = useState(() => createLiveRoomLogic(queryClient));
  const [state, send] = useMachine(logic, { input: { roomId, loggedIn } });
  const room = state.context.room;
  const details = cachedRoom(queryClient, roomId);
  const chat = useChat(room ? { id: room.id, roomNo: room.roomNo } : null, { token, user });

  if (state.matches('loading')) {
    return (
      <Container sx={{ py: 3 }} aria-busy="true">
        <Typography sx={{ mb: 2 }}>{t.loading}</Typography>
        <Skeleton variant="rectangular" height={360} />
      </Container>
    );
  }
  if (state.matches('notFound')) {
    return (
      <Container sx={{ py: 3 }}>
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/live">
              {t.backToList}
            </Button>
          }
        >
          {t.roomNotFound}
        </Alert>
      </Container>
    );
  }
  if (state.matches('failed') || !room) {
    return (
      <Container sx={{ py: 3 }}>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'room.retry' })}>
              {msg.app.retry}
            </Button>
          }
        >
          {t.dataError}
        </Alert>
      </Container>
    );
  }

  const status = details?.liveStatus ?? '0';
  const playing = state.matches('playing');
  return (
    <Container sx={{ py: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          {room.name}
        </Typography>
        <Chip
          size="small"
          color={status === '0' ? 'error' : 'default'}
          label={
            status === '0' ? t.liveStatus.live : status === '1' ? t.liveStatus.reserved : t.liveStatus.ended
          }
        />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'stretch',
        }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 9',
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
          }}
          data-testid="live-stage"
          data-gate={String(state.value)}
        >
          {playing && status === '0' ? (
            <video
              src={room.pullUrl}
              aria-label={t.videoLabel}
              autoPlay
              muted
              loop
              playsInline
              controls
              style={{
                width: '100%',
                height: '100%',
                display: 'block',
                objectFit: 'contain',
                background: '#000',
              }}
            />
          ) : (
            <Stack
              sx={{
                position: 'absolute',
                inset: 0,
                alignItems: 'center',
                justifyContent: 'center',
                color: 'grey.100',
                p: 2,
                textAlign: 'center',
              }}
            >
              <Typography>
                {!loggedIn
                  ? t.loginToWatch
                  : state.matches('password') || state.matches('verifyingPassword')
                    ? t.passwordToWatch
                    : status === '1'
                      ? t.reservedNote(details?.startTime ?? '')
                      : status !== '0' && playing
                        ? t.endedNote
                        : t.loading}
              </Typography>
            </Stack>
          )}
        </Box>
        <MessageBoard
          entries={chat.entries}
          dropped={chat.dropped}
          status={chat.status}
          viewers={chat.viewers}
          loggedIn={loggedIn}
          onSend={chat.send}
          onRetry={chat.retry}
        />
      </Box>
      {state.matches('password') || state.matches('verifyingPassword') ? (
        <RoomPasswordDialog
          roomId={roomId}
          submitting={state.matches('verifyingPassword')}
          error={state.context.error}
          onSubmit={(password) => send({ type: 'password.submit', password })}
        />
      ) : null}
      {state.matches('makeUp') || state.matches('submittingMakeUp') ? (
        <MakeUpDialog
          initial={state.context.form}
          submitting={state.matches('submittingMakeUp')}
          onSubmit={(form) => send({ type: 'makeUp.submit', form })}
        />
      ) : null}
      {state.matches('announcement') ? (
        <AnnouncementDialog
          text={room.announcement}
          onConfirm={() => send({ type: 'announcement.confirm' })}
        />
      ) : null}
    </Container>
  );
}
