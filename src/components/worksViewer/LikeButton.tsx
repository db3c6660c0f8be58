import Button from '@mui/material/Button';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import type { SnapshotFrom } from 'xstate';
import type { LikeEvent, likeMachine } from '../../../machines/like.machine';
import { worksViewerMsg } from '../../text/worksViewer';

/**
 * The one like heart (works, micro-lectures, education and training videos): the count, pressed once this
 * user likes it, disabled while the like is on its way. It renders the like machine's snapshot and sends
 * its presses (machines/like.machine.ts).
 */
export function LikeButton({
  state,
  send,
  label = worksViewerMsg.like.label,
  showLabel = false,
}: {
  state: SnapshotFrom<typeof likeMachine>;
  send: (event: LikeEvent) => void;
  /** The heart's name for a count (the works' 点赞，已有n人点赞 unless the page has its own wording). */
  label?: (count: number) => string;
  /** The name is the button's text (training: 点赞 n); else the text is the count and the name its label. */
  showLabel?: boolean;
}) {
  const { liked, count } = state.context;
  const pending = state.matches('liking');
  return (
    <Button
      variant={liked ? 'contained' : 'outlined'}
      color="error"
      startIcon={liked ? <Favorite /> : <FavoriteBorder />}
      aria-pressed={liked}
      aria-label={showLabel ? undefined : label(count)}
      aria-busy={pending}
      disabled={pending}
      data-testid="like-button"
      onClick={() => send({ type: 'like.press' })}
    >
      {showLabel ? label(count) : count}
    </Button>
  );
}

export default LikeButton;
