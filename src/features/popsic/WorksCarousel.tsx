import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WORKS_CAROUSEL_MS } from '../../../domain/popsic';
import type { WorkCard } from '../../schemas/popsic';
import { msg } from '../../text/messages';
import { CarouselDots, useCarousel } from '../home';

const t = msg.popsicPages;

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
  const { index, pick, holdProps } = useCarousel(cards.length, WORKS_CAROUSEL_MS);
  if (cards.length === 0) return null;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="works-carousel"
      data-index={index}
      {...holdProps}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: { xs: '16 / 10', md: '16 / 6' },
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.800',
        }}
      >
        {cards.map((card, i) => {
          const current = i === index;
          return (
            <Box
              key={card.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t.carouselPick(i + 1, card.title)}
              aria-hidden={!current}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: current ? 1 : 0,
                transition: 'opacity 600ms ease',
                pointerEvents: current ? 'auto' : 'none',
              }}
            >
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
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 1 }}>
        <CarouselDots count={cards.length} index={index} onPick={pick} label={label} />
      </Box>
    </Box>
  );
}
