import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LiveRoomInfo } from '../../../machines/liveRoom.machine';
import { msg } from '../../text/messages';
import { liveRoomMsg } from '../../text/liveRoom';
import { liveStatusLabel, type LiveStage, type LiveStatus } from './liveStage';
import { MessageBoard, type MessageBoardProps } from './MessageBoard';

const t = liveRoomMsg;

export interface LiveRoomViewProps {
  /** The gate machine's state (`loading`, `notFound`, `failed`, … `playing`); also `data-gate` for e2e. */
  gate: string;
  /** The room the gate loaded (null until then, or when it failed). */
  room: LiveRoomInfo | null;
  liveStatus: LiveStatus;
  stage: LiveStage;
  chat: MessageBoardProps;
  /** 重试 after 数据错误. */
  onRetry: () => void;
  /** The gate's dialogs (password, 完善资料, announcement), wired by the page. */
  children?: ReactNode;
}

/** /liveDetail?roomId= as plain props: loading, not found, 数据错误, or the stage with the chat (001 §2 Live room). */
export function LiveRoomView({ gate, room, liveStatus, stage, chat, onRetry, children }: LiveRoomViewProps) {
  if (gate === 'loading') {
    return (
      <Container sx={{ py: 3 }} aria-busy="true">
        <Typography sx={{ mb: 2 }}>{t.loading}</Typography>
        <Skeleton variant="rectangular" height={360} />
      </Container>
    );
  }
  if (gate === 'notFound') {
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
  if (gate === 'failed' || !room) {
    return <LiveRoomError onRetry={onRetry} />;
  }

  return (
    <Container sx={{ py: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
          {room.name}
        </Typography>
        <Chip
          size="small"
          color={liveStatus === '0' ? 'error' : 'default'}
          label={liveStatusLabel(liveStatus)}
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
          data-gate={gate}
        >
          {stage.kind === 'video' ? (
            <video
              src={stage.src}
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
              <Typography>{stage.text}</Typography>
            </Stack>
          )}
        </Box>
        <MessageBoard {...chat} />
      </Box>
      {children}
    </Container>
  );
}

/** 数据错误 (001 §8): the page had no room id, or the room could not be loaded (with 重试 when it may help). */
export function LiveRoomError({ onRetry }: { onRetry?: () => void }) {
  return (
    <Container sx={{ py: 3 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry}>
              {msg.app.retry}
            </Button>
          ) : undefined
        }
      >
        {t.dataError}
      </Alert>
    </Container>
  );
}
