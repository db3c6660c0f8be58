import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { belowHeaderScrollMargin } from '../../components/belowHeader';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RoutableCard } from '../../../domain/cardRoute';
import { YOUTH_CATEGORY } from '../../../domain/categories';
import type { Banner, VideoCard } from '../../schemas/education';
import { educationMsg } from '../../text/education';
import { Banners } from './Banners';
import { VideoCardGrid, VideoCardSkeletons } from './VideoCardGrid';

const t = educationMsg;

/** The youth page's sections (001 §2): videoType 1–6 in order. */
export const youthSections = (rows: VideoCard[]) =>
  t.youthSections.map((title, i) => ({
    id: `youth-section-${i + 1}`,
    title,
    cards: rows.filter((r) => r.videoType === i + 1),
  }));

export type VideoListAnswer = { rows: VideoCard[]; total: number };

/**
 * /edu/{vType} (001 §2) from plain props: banners, the title, the cards (the youth page in its six
 * sections with anchor buttons). Loading shows card skeletons; so does a failure, for the moment the
 * page takes to leave for /education (001 §8: the client has shown the message).
 */
export function CategoryView({
  category,
  banners,
  list,
  onOpen,
  onAnchor,
}: {
  category: number;
  banners: UseQueryResult<Banner[]>;
  list: UseQueryResult<VideoListAnswer>;
  onOpen: (card: RoutableCard) => void;
  /** An anchor button of the youth page: scroll to and focus the section with this id. */
  onAnchor: (sectionId: string) => void;
}) {
  const title = t.categoryTitles[category] ?? t.categoryFallback(category);
  const youth = category === YOUTH_CATEGORY;
  return (
    <Box data-testid="category-page" data-category={category}>
      <Banners query={banners} title={title} />
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
                <Button key={s.id} variant="outlined" onClick={() => onAnchor(s.id)}>
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
                  sx={{ mb: 4, outline: 'none', scrollMarginTop: belowHeaderScrollMargin }}
                >
                  <Typography id={`${s.id}-title`} variant="h2" sx={{ mb: 2, fontSize: 22 }}>
                    {s.title}
                  </Typography>
                  <VideoCardGrid cards={s.cards} onOpen={onOpen} />
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
              <VideoCardGrid cards={list.data.rows} onOpen={onOpen} />
            ) : (
              <VideoCardSkeletons n={8} />
            )}
          </Box>
        )}
      </Container>
    </Box>
  );
}
