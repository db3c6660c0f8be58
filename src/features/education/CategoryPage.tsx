import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { anchorScroll$ } from '../../../realtime/anchorScroll';
import { educationKeys, videoList } from '../../api/education';
import type { VideoCard } from '../../schemas/education';
import { msg } from '../../text/messages';
import { Banners } from './Banners';
import { isVType, VIDEO_CATEGORY_BY_TYPE, YOUTH_CATEGORY } from '../../../domain/categories';
import { useCardOpen } from './useCardOpen';
import { VideoCardGrid, VideoCardSkeletons } from './VideoCardGrid';

const t = msg.education;

/** The youth page's sections (001 §2): videoType 1–6 in order. */
export const youthSections = (rows: VideoCard[]) =>
  t.youthSections.map((title, i) => ({
    id: `youth-section-${i + 1}`,
    title,
    cards: rows.filter((r) => r.videoType === i + 1),
  }));

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** /edu/{vType} (001 §2): banners, section title(s), video cards. Unknown vType → /education. */
export function CategoryPage() {
  const { vType } = useParams();
  if (!isVType(vType)) return <Navigate to="/education" replace />;
  return <CategoryBody key={vType} category={VIDEO_CATEGORY_BY_TYPE[vType]} />;
}

function CategoryBody({ category }: { category: number }) {
  const navigate = useNavigate();
  const { open, dialog } = useCardOpen();
  const title = t.categoryTitles[category] ?? t.categoryFallback(category);
  const list = useQuery({
    queryKey: educationKeys.list(category),
    queryFn: ({ signal }) => videoList({ videoCategory: category }, { signal }),
    retry: false,
  });
  // 001 §8: a list failure shows the message (the client's toast) and returns to /education.
  useEffect(() => {
    if (list.isError) navigate('/education', { replace: true });
  }, [list.isError, navigate]);

  const scrolling = useRef<Subscription | null>(null);
  useEffect(() => () => scrolling.current?.unsubscribe(), []);
  const scrollTo = (id: string) => {
    const el = document.getElementById(id);
    if (!el) return;
    const target = Math.max(0, el.getBoundingClientRect().top + window.scrollY - 16);
    scrolling.current?.unsubscribe();
    if (reducedMotion()) {
      window.scrollTo(0, target);
    } else {
      scrolling.current = anchorScroll$(window.scrollY, target).subscribe((y) => window.scrollTo(0, y));
    }
    el.focus({ preventScroll: true });
  };

  const youth = category === YOUTH_CATEGORY;
  return (
    <Box data-testid="category-page" data-category={category}>
      <Banners category={category} title={title} />
      <Container maxWidth="lg" sx={{ py: 3 }}>
        {youth ? (
          <>
            <Typography variant="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            <Stack
              direction="row"
              component="nav"
              aria-label={t.youthAnchors}
              sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}
            >
              {youthSections([]).map((s) => (
                <Button key={s.id} variant="outlined" onClick={() => scrollTo(s.id)}>
                  {s.title}
                </Button>
              ))}
            </Stack>
            {list.isSuccess ? (
              youthSections(list.data.rows).map((s) => (
                <Box
                  component="section"
                  key={s.id}
                  id={s.id}
                  tabIndex={-1}
                  aria-labelledby={`${s.id}-title`}
                  sx={{ mb: 4, outline: 'none' }}
                >
                  <Typography id={`${s.id}-title`} variant="h2" sx={{ mb: 2, fontSize: 22 }}>
                    {s.title}
                  </Typography>
                  <VideoCardGrid cards={s.cards} onOpen={open} />
                </Box>
              ))
            ) : (
              <VideoCardSkeletons n={8} />
            )}
          </>
        ) : (
          <Box component="section" aria-labelledby="category-title">
            <Typography id="category-title" variant="h1" sx={{ mb: 2 }}>
              {title}
            </Typography>
            {list.isSuccess ? (
              <VideoCardGrid cards={list.data.rows} onOpen={open} />
            ) : (
              <VideoCardSkeletons n={8} />
            )}
          </Box>
        )}
      </Container>
      {dialog}
    </Box>
  );
}

export default CategoryPage;
