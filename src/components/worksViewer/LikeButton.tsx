import Button from '@mui/material/Button';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import type { SnapshotFrom } from 'xstate';
import type { LikeEvent, likeMachine } from '../../../machines/like.machine';
import { worksViewerMsg } from '../../text/worksViewer';

const t = worksViewerMsg.like;

/**
 * The like heart of a work (000 §2.3): the count, pressed once this user likes it, disabled while the like
 * is on its way. It renders the like machine's snapshot and sends its presses (machines/like.machine.ts).
 */
export function LikeButton({
  state,
  send,
}: {
  state: SnapshotFrom<typeof likeMachine>;
  send: (event: LikeEvent) => void;
}) {
  const { liked, count } = state.context;
  const pending = state.matches('liking');
  return (
    <Button
      variant={liked ? 'contained' : 'outlined'}
      color="error"
      startIcon={liked ? <Favorite /> : <FavoriteBorder />}
      aria-pressed={liked}
      aria-label={t.label(count)}
      aria-busy={pending}
      disabled={pending}
      data-testid="like-button"
      onClick={() => send({ type: 'like.press' })}
    >
      {count}
    </Button>
  );
}

export default LikeButton;
