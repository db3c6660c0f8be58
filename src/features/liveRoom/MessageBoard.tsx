import { memo, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
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

const t = liveRoomMsg;
/** Within this many pixels of the end the reader counts as "at the bottom" and follows new messages. */
const FOLLOW_SLACK = 48;

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
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const anchor = useRef<{ id: string; delta: number } | null>(null);

  // The virtualizer is read fresh on every render (this component is not memoised by the compiler).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 52,
    overscan: 8,
    getItemKey: (i) => entries[i]!.id,
  });

  const rememberAnchor = () => {
    const el = scrollRef.current;
    if (!el) return;
    const first = virtualizer.getVirtualItems().find((v) => v.end > el.scrollTop);
    anchor.current = first ? { id: String(first.key), delta: first.start - el.scrollTop } : null;
  };

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK;
    if (atBottom.current) setUnseen(false);
    rememberAnchor();
  };

  // New messages: follow them at the bottom; otherwise keep the message the reader looks at in place
  // (older ones leave the window at the top) and offer 新消息.
  useLayoutEffect(() => {
    if (entries.length === 0) return;
    if (atBottom.current) {
      virtualizer.scrollToIndex(entries.length - 1, { align: 'end' });
      return;
    }
    setUnseen(true);
    const a = anchor.current;
    const el = scrollRef.current;
    if (!a || !el) return;
    const i = entries.findIndex((e) => e.id === a.id);
    if (i < 0) return;
    const offset = virtualizer.getOffsetForIndex(i, 'start')?.[0];
    if (offset !== undefined) el.scrollTop = offset - a.delta;
  }, [entries, virtualizer]);

  const jumpDown = () => {
    atBottom.current = true;
    setUnseen(false);
    virtualizer.scrollToIndex(entries.length - 1, { align: 'end' });
  };

  const content = draft.trim();
  const canSend = loggedIn && !refusal && content.length > 0 && content.length <= CHAT_MAX;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    onSend(content);
    setDraft('');
    atBottom.current = true;
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
}: {
  index: number;
  start: number;
  entry: ChatEntry;
  measure: (el: Element | null) => void;
  onRetry: (id: string) => void;
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
      <div style={{ ...nameStyle, color: e.own ? '#1565c0' : '#666' }}>
        {e.nickName || t.anonymous}
        {e.state === 'pending' ? ` · ${t.chatPending}` : ''}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <p style={textStyle} data-testid="chat-text">
          {e.content}
        </p>
        {e.state === 'failed' ? (
          <>
            <span style={{ fontSize: 12, color: '#d32f2f' }} data-testid="chat-failed">
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
