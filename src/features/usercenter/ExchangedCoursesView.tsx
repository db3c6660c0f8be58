import Box from '@mui/material/Box';
import { VideoCardView } from '../../components/VideoCardView';
import { cardTag } from '../../../domain/cardRoute';
import type { VideoCard } from '../../schemas/education';

/** 5 exchanged courses: one page of cards; each opens its video. */
export function ExchangedCoursesView({
  cards,
  onOpen,
}: {
  cards: VideoCard[];
  onOpen: (card: VideoCard) => void;
}) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' },
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {cards.map((card) => (
        <li key={card.id}>
          <VideoCardView
            card={card}
            tag={cardTag(card.videoState)}
            onOpen={() => onOpen(card)}
            testId="exchanged-card"
          />
        </li>
      ))}
    </Box>
  );
}
