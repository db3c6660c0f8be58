import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { WORKS_CAROUSEL_MS } from '../../../domain/popsic';
import type { WorkCard } from '../../schemas/popsic';
import { popsicPagesMsg } from '../../text/popsicPages';
import { Carousel } from '../../components/carousel/Carousel';

const t = popsicPagesMsg;

/**
 * The stage's proportions: on a phone the 16:9 cover over a band for the title (4:3 in all), from `md` the
 * cover at the stage's full height beside the title and description (16:6). The skeletons that hold its
 * place use the same.
 */
export const WORKS_CAROUSEL_RATIO = { xs: '4 / 3', md: '16 / 6' } as const;

/** Clamps a text to `lines` lines. */
const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

/**
 * The works carousel of the contest home (000 §2.3, §9: turns every 5 s): one recommended work at a time,
 * held while the pointer is over it or focus is inside it, and while the tab is hidden (realtime/carousel).
 * A cover is 16:9 and is shown whole, in a box of its own proportions: cropped into the stage it lost its
 * top, where the covers carry their label (issue 31).
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
        aspectRatio={WORKS_CAROUSEL_RATIO}
        background="grey.800"
        testId="works-carousel"
        keyOf={(card) => card.id}
        slideLabel={(card, i) => t.carouselPick(i + 1, card.title)}
        renderSlide={(card, i, current) => (
          <Box
            component={RouterLink}
            to={linkOf(card)}
            tabIndex={current ? undefined : -1}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              height: '100%',
              color: 'common.white',
              textDecoration: 'none',
            }}
          >
            <Box
              component={card.coverUrl ? 'img' : 'div'}
              {...(card.coverUrl
                ? {
                    src: card.coverUrl,
                    alt: '',
                    loading: i === 0 ? ('eager' as const) : ('lazy' as const),
                    width: 800,
                    height: 450,
                  }
                : {})}
              data-testid="works-carousel-cover"
              sx={{
                aspectRatio: '16 / 9',
                width: { xs: '100%', md: 'auto' },
                height: { xs: 'auto', md: '100%' },
                flex: 'none',
                objectFit: 'cover',
                display: 'block',
                bgcolor: 'grey.700',
              }}
            />
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                minHeight: 0,
                px: 2,
                py: { xs: 1, md: 3 },
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                gap: 1,
              }}
            >
              <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: 16, md: 20 }, ...clamp(2) }}>
                {card.title}
              </Typography>
              {card.content ? (
                <Typography
                  component="p"
                  variant="body2"
                  sx={{ ...clamp(5), display: { xs: 'none', md: '-webkit-box' }, opacity: 0.85 }}
                >
                  {card.content}
                </Typography>
              ) : null}
            </Box>
          </Box>
        )}
      />
    </Box>
  );
}
