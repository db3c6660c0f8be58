import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { VideoCard } from '../../schemas/education';
import { msg } from '../../text/messages';
import { cardTag, type RoutableCard } from './cardRoute';

const t = msg.education;
const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

export function VideoCardSkeletons({ n = 4 }: { n?: number }) {
  return (
    <Box sx={GRID}>
      {Array.from({ length: n }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={200} />
      ))}
    </Box>
  );
}

/** Video cards: cover, 预告 / 直播中 tag, topic, speaker, date (000 §4.2). */
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
      {cards.map((card) => {
        const tag = cardTag(card.videoState);
        return (
          <li key={card.id}>
            <Card variant="outlined" sx={{ height: '100%' }} data-testid="video-card" data-video-id={card.id}>
              <CardActionArea onClick={() => onOpen(card)} sx={{ height: '100%' }}>
                <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200' }}>
                  {card.videoCoverUrl ? (
                    <Box
                      component="img"
                      src={card.videoCoverUrl}
                      alt={t.coverAlt(card.topic)}
                      loading="lazy"
                      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                  ) : null}
                  {tag ? (
                    <Chip
                      label={tag === 'preview' ? msg.home.tagPreview : msg.home.tagLive}
                      color={tag === 'live' ? 'error' : 'default'}
                      size="small"
                      // A dark amber with white text: enough contrast for small text (WCAG AA).
                      sx={[
                        { position: 'absolute', top: 8, left: 8 },
                        tag === 'preview' && { bgcolor: '#7a4100', color: '#fff' },
                      ]}
                    />
                  ) : null}
                </Box>
                <CardContent>
                  <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15 }}>
                    {card.topic}
                  </Typography>
                  {card.keySpeaker ? (
                    <Typography variant="body2" color="text.secondary">
                      {t.speaker(card.keySpeaker)}
                    </Typography>
                  ) : null}
                  {card.videoDate ? (
                    <Typography variant="caption" color="text.secondary">
                      {card.videoDate.slice(0, 10)}
                    </Typography>
                  ) : null}
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
