import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WORKS_CAROUSEL_MS } from '../../../domain/popsic';
import type { WorkCard } from '../../schemas/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { Carousel } from '../../components/carousel/Carousel';

const t = popsicPagesMsg;

/**
 * The works carousel of the contest home (000 §2.3, §9: turns every 5 s): one recommended work at a time,
 * held while the pointer is over it or focus is inside it, and while the tab is hidden (realtime/carousel).
 */
export function WorksCarousel({
  cards,
  linkOf,
  label = t.carouselLabel,
}: {
  cards: WorkCard[];
  linkOf: (card: WorkCard) => string;
  label?: string;
}) {
  if (cards.length === 0) return null;
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label}>
      <Carousel
        items={cards}
        intervalMs={WORKS_CAROUSEL_MS}
        label={label}
        aspectRatio={{ xs: '16 / 10', md: '16 / 6' }}
        background="grey.800"
        testId="works-carousel"
        keyOf={(card) => card.id}
        slideLabel={(card, i) => t.carouselPick(i + 1, card.title)}
        renderSlide={(card, i, current) => (
          <Box
            component={RouterLink}
            to={linkOf(card)}
            tabIndex={current ? undefined : -1}
            sx={{ display: 'block', height: '100%', color: 'common.white', textDecoration: 'none' }}
          >
            {card.coverUrl ? (
              <Box
                component="img"
                src={card.coverUrl}
                alt=""
                loading={i === 0 ? 'eager' : 'lazy'}
                width={1200}
                height={450}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            ) : null}
            <Typography
              component="p"
              sx={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                px: 2,
                py: 1,
                bgcolor: 'rgba(0,0,0,0.72)',
                fontWeight: 700,
                overflowWrap: 'anywhere',
              }}
            >
              {card.title}
            </Typography>
          </Box>
        )}
      />
    </Box>
  );
}
