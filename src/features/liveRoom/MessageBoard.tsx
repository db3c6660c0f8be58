import { memo, useMemo, useState, type FormEvent } from 'react';
import { useTheme } from '@mui/material/styles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChatEntry, ChatStatus } from '../../../realtime/chat';
import { CHAT_MAX } from '../../schemas/liveRoom';
import { liveRoomMsg } from '../../text/liveRoom';
import { useFollowingList } from './useFollowingList';

const t = liveRoomMsg;
const idOf = (e: ChatEntry) => e.id;

export interface MessageBoardProps {
  entries: readonly ChatEntry[];
  /** How many older messages left the bounded list (said above it). */
  dropped?: number;
  status: ChatStatus;
  viewers: number;
  loggedIn: boolean;
  /** The server did not let this viewer into the room's chat (e.g. 直播间人数已满，请稍后再试). */
  refusal?: string | null;
  /** Slow mode: one message per this many seconds per user (0: not in slow mode). */
  slowSeconds?: number;
  onSend: (content: string) => void;
  onRetry: (id: string) => void;
}

/**
 * 留言板 (001 §2 Live room): a virtualised list of the window of messages that follows new ones
 * while the reader is at the bottom and stays put when they scrolled up (新消息 jumps down); the
 * input takes at most 30 characters and sends nothing empty; logged out it reads 请先登录 / 未登录.
 */
export function MessageBoard({
  entries,
  dropped = 0,
  status,
  viewers,
  loggedIn,
  refusal = null,
  slowSeconds = 0,
  onSend,
  onRetry,
}: MessageBoardProps) {
  const [draft, setDraft] = useState('');
  const { scrollRef, virtualizer, onScroll, unseen, jumpDown, follow } = useFollowingList(entries, idOf, 52);
  const theme = useTheme();
  const colors = useMemo(
    () => ({
      own: theme.palette.primary.dark,
      other: theme.palette.text.secondary,
      failed: theme.palette.error.main,
    }),
    [theme],
  );

  const content = draft.trim();
  const canSend = loggedIn && !refusal && content.length > 0 && content.length <= CHAT_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    onSend(content);
    setDraft('');
    follow();
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="live-board-title"
      sx={{ display: 'flex', flexDirection: 'column', height: { xs: 420, md: '100%' }, minHeight: 360 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography
          id="live-board-title"
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, flex: 1 }}
        >
          {t.board}
        </Typography>
        <Chip size="small" label={t.viewers(viewers)} variant="outlined" />
        <Chip
          size="small"
          role="status"
          data-testid="chat-status"
          data-status={status}
          color={status === 'connected' ? 'success' : status === 'connecting' ? 'default' : 'warning'}
          label={t.status[status]}
        />
      </Stack>
      {refusal ? (
        <Alert severity="warning" role="alert" data-testid="chat-refusal" sx={{ borderRadius: 0 }}>
          {refusal}
        </Alert>
      ) : null}
      {dropped > 0 ? (
        <Typography
          variant="caption"
          color="text.secondary"
          data-testid="chat-dropped"
          sx={{ px: 2, py: 0.5, textAlign: 'center' }}
        >
          {t.olderDropped(dropped)}
        </Typography>
      ) : null}
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <Box
          ref={scrollRef}
          onScroll={onScroll}
          role="log"
          aria-label={t.board}
          // A scrolling region a keyboard user can reach and scroll (axe: scrollable-region-focusable).
          tabIndex={0}
          aria-live="polite"
          data-testid="chat-log"
          sx={{ position: 'absolute', inset: 0, overflowY: 'auto', contain: 'strict' }}
        >
          {entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              {t.boardEmpty}
            </Typography>
          ) : (
            <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
              {virtualizer.getVirtualItems().map((v) => (
                <Row
                  key={v.key}
                  index={v.index}
                  start={v.start}
                  entry={entries[v.index]!}
                  measure={virtualizer.measureElement}
                  onRetry={onRetry}
                  colors={colors}
                />
              ))}
            </Box>
          )}
        </Box>
        {unseen ? (
          <Button
            size="small"
            variant="contained"
            onClick={jumpDown}
            sx={{ position: 'absolute', bottom: 8, left: '50%', transform: 'translateX(-50%)' }}
          >
            {t.newMessages}
          </Button>
        ) : null}
      </Box>
      {slowSeconds > 0 ? (
        <Typography
          variant="caption"
          color="warning.main"
          data-testid="chat-slow-mode"
          sx={{ px: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {t.slowModeLine(slowSeconds)}
        </Typography>
      ) : null}
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={submit}
        sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          size="small"
          fullWidth
          value={draft}
          disabled={!loggedIn || !!refusal}
          placeholder={loggedIn ? t.placeholder : t.placeholderLoggedOut}
          onChange={(e) => setDraft(e.target.value.slice(0, CHAT_MAX))}
          slotProps={{ htmlInput: { maxLength: CHAT_MAX, 'aria-label': t.inputLabel } }}
          helperText={loggedIn ? `${draft.length}/${CHAT_MAX}` : undefined}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!canSend}
          sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
        >
          {loggedIn ? t.send : t.sendLoggedOut}
        </Button>
      </Stack>
    </Paper>
  );
}

const rowStyle = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  padding: '6px 16px',
  boxSizing: 'border-box',
} as const;
const nameStyle = { fontSize: 12, lineHeight: 1.5 } as const;
const textStyle = { fontSize: 14, lineHeight: 1.5, wordBreak: 'break-all', margin: 0, flex: 1 } as const;

/**
 * One message. Plain elements and a memo: under a burst every frame adds rows, and MUI's styled
 * components per row would cost more than the list itself (tests/bench/chat.bench.ts).
 */
const Row = memo(function Row({
  index,
  start,
  entry: e,
  measure,
  onRetry,
  colors,
}: {
  index: number;
  start: number;
  entry: ChatEntry;
  measure: (el: Element | null) => void;
  onRetry: (id: string) => void;
  /** The theme's colours, read once by the board (a theme hook per row would cost more than the row). */
  colors: { own: string; other: string; failed: string };
}) {
  return (
    <div
      ref={measure}
      data-index={index}
      data-testid="chat-message"
      data-id={e.id}
      data-state={e.state}
      style={{ ...rowStyle, transform: `translateY(${start}px)` }}
    >
      <div style={{ ...nameStyle, color: e.own ? colors.own : colors.other }}>
        {e.nickName || t.anonymous}
        {e.state === 'pending' ? ` · ${t.chatPending}` : ''}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <p style={textStyle} data-testid="chat-text">
          {e.content}
        </p>
        {e.state === 'failed' ? (
          <>
            <span style={{ fontSize: 12, color: colors.failed }} data-testid="chat-failed">
              {e.error ? t.chatFailedBecause(e.error) : t.chatFailed}
            </span>
            <Button size="small" color="error" onClick={() => onRetry(e.id)}>
              {t.chatRetry}
            </Button>
          </>
        ) : null}
      </div>
    </div>
  );
});
