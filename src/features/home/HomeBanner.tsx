import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { slideshowQuery } from '../../api/home';
import { QueryView } from '../../components/QueryView';
import { BANNER_INTERVAL_MS, type Slide } from '../../schemas/home';
import { msg } from '../../text/messages';
import { CarouselDots } from './CarouselDots';
import { HOME_BANNER_KEY, HOME_BANNER_SLIDES } from './homeQueries';
import { JumpLink } from './JumpLink';
import { useCarousel } from './useCarousel';

const ASPECT = '1200 / 400';

/** The three-slide banner turning every 3 s (000 §2.2); paused while the page is hidden. */
export function HomeBanner() {
  const query = useQuery({
    ...slideshowQuery(),
    select: (data) => (data[HOME_BANNER_KEY] ?? []).slice(0, HOME_BANNER_SLIDES),
  });
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={msg.home.bannerLabel}>
      <QueryView
        query={query}
        loading={<Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: ASPECT }} />}
        emptyText={msg.home.noBanner}
      >
        {(slides) => <Slides slides={slides} />}
      </QueryView>
    </Box>
  );
}

function Slides({ slides }: { slides: Slide[] }) {
  const { index, pick, holdProps } = useCarousel(slides.length, BANNER_INTERVAL_MS);
  return (
    <Box {...holdProps}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: ASPECT,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.200',
        }}
        data-testid="home-banner"
        data-index={index}
      >
        {slides.map((slide, i) => {
          const current = i === index;
          const alt = slide.title || msg.home.slide(i + 1);
          return (
            <Box
              key={slide.id ?? i}
              role="group"
              aria-roledescription="slide"
              aria-label={msg.home.slide(i + 1)}
              aria-current={current ? 'true' : undefined}
              aria-hidden={!current}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: current ? 1 : 0,
                transition: 'opacity 600ms ease',
                pointerEvents: current ? 'auto' : 'none',
              }}
            >
              <JumpLink
                href={slide.jumpUrl}
                tabIndex={current ? undefined : -1}
                sx={{ display: 'block', height: '100%' }}
              >
                <Box
                  component="img"
                  src={slide.imgUrl}
                  alt={alt}
                  width={1200}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </JumpLink>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 1 }}>
        <CarouselDots count={slides.length} index={index} onPick={pick} label={msg.home.bannerLabel} />
      </Box>
    </Box>
  );
}
