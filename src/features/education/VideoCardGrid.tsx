import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { CardGrid, cardGridSx } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { layoutWhenNear } from '../../components/layoutWhenNear';
import { VideoCardView } from '../../components/VideoCardView';
import type { VideoCard } from '../../schemas/education';
import { msg } from '../../text/messages';
import { cardTag, type RoutableCard } from '../../../domain/cardRoute';

/** A card laid out only when near, about a phone's card tall until then (decision 0090). */
const CARD_ESTIMATE_PX = 220;
/** Two cards a row at phone width, `columns` from md up. */
const columnsOf = (columns = 4) => ({ xs: 2, md: columns });

/** Card-sized placeholders while a list loads (named like every other loading block: 加载中…). */
export function VideoCardSkeletons({ n = 4 }: { n?: number }) {
  return (
    <Box sx={cardGridSx(columnsOf())} role="progressbar" aria-label={msg.app.loading} aria-busy="true">
      {Array.from({ length: n }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={200} />
      ))}
    </Box>
  );
}

/**
 * A grid of video cards (the shared VideoCardView), or the empty text. `testId` names the cards (tests
 * tell the lists of a page apart by it); `columns` is the count from md up (fewer beside a side menu).
 */
export function VideoCardGrid({
  cards,
  onOpen,
  emptyText = msg.home.noCourses,
  testId = 'video-card',
  columns,
}: {
  cards: VideoCard[];
  onOpen: (card: RoutableCard) => void;
  emptyText?: string;
  testId?: string;
  columns?: number;
}) {
  if (cards.length === 0) return <EmptyState message={emptyText} />;
  return (
    <CardGrid columns={columnsOf(columns)}>
      {cards.map((card) => (
        <Box component="li" key={card.id} sx={layoutWhenNear(CARD_ESTIMATE_PX)}>
          <VideoCardView
            card={card}
            tag={cardTag(card.videoState)}
            onOpen={() => onOpen(card)}
            testId={testId}
          />
        </Box>
      ))}
    </CardGrid>
  );
}
