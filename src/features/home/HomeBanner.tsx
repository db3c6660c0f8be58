import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { slideshowQuery } from '../../api/home';
import { QueryView } from '../../components/QueryView';
import { BANNER_INTERVAL_MS, type Slide } from '../../schemas/home';
import { msg } from '../../text/messages';
import { Carousel } from '../../components/carousel/Carousel';
import { HOME_BANNER_KEY, HOME_BANNER_SLIDES } from '../../../domain/news';
import { JumpLink } from './JumpLink';

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
  return (
    <Carousel
      items={slides}
      intervalMs={BANNER_INTERVAL_MS}
      label={msg.home.bannerLabel}
      aspectRatio={ASPECT}
      background="grey.200"
      testId="home-banner"
      keyOf={(slide, i) => slide.id ?? i}
      slideLabel={(_, i) => msg.home.slide(i + 1)}
      renderSlide={(slide, i, current) => (
        <JumpLink
          href={slide.jumpUrl}
          tabIndex={current ? undefined : -1}
          sx={{ display: 'block', height: '100%' }}
        >
          <Box
            component="img"
            src={slide.imgUrl}
            alt={slide.title || msg.home.slide(i + 1)}
            width={1200}
            height={400}
            loading={i === 0 ? 'eager' : 'lazy'}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </JumpLink>
      )}
    />
  );
}
