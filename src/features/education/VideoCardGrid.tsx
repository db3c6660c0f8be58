import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { VideoCardView } from '../../components/VideoCardView';
import type { VideoCard } from '../../schemas/education';
import { msg } from '../../text/messages';
import { cardTag, type RoutableCard } from '../../../domain/cardRoute';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** Card-sized placeholders while a list loads (named like every other loading block: 加载中…). */
export function VideoCardSkeletons({ n = 4 }: { n?: number }) {
  return (
    <Box sx={GRID} role="progressbar" aria-label={msg.app.loading} aria-busy="true">
      {Array.from({ length: n }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={200} />
      ))}
    </Box>
  );
}

/** A grid of video cards (the shared VideoCardView), or the empty text. */
export function VideoCardGrid({
  cards,
  onOpen,
  emptyText = msg.home.noCourses,
}: {
  cards: VideoCard[];
  onOpen: (card: RoutableCard) => void;
  emptyText?: string;
}) {
  if (cards.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="empty-state">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={GRID}>
      {cards.map((card) => (
        <li key={card.id}>
          <VideoCardView
            card={card}
            tag={cardTag(card.videoState)}
            onOpen={() => onOpen(card)}
            testId="video-card"
          />
        </li>
      ))}
    </Box>
  );
}
