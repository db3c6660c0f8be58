import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CourseCard } from '../../schemas/home';
import { msg } from '../../text/messages';
import { cardTag } from '../education';

/** One new course: cover, topic, speaker, and the preview / live tag (000 §4.2). */
export function CourseCardView({ card, onOpen }: { card: CourseCard; onOpen: () => void }) {
  const tag = cardTag(card.videoState);
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%' }}
      data-testid="course-card"
      data-video-state={card.videoState}
    >
      <CardActionArea
        onClick={onOpen}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200' }}>
          {card.videoCoverUrl ? (
            <Box
              component="img"
              src={card.videoCoverUrl}
              alt={msg.home.courseCoverAlt(card.topic)}
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : null}
          {tag ? (
            <Chip
              label={tag === 'preview' ? msg.home.tagPreview : msg.home.tagLive}
              color={tag === 'live' ? 'error' : 'warning'}
              size="small"
              sx={{ position: 'absolute', top: 8, left: 8 }}
            />
          ) : null}
          {tag === 'preview' ? (
            <Typography
              component="span"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
                fontWeight: 600,
                bgcolor: 'rgba(8,30,50,0.45)',
              }}
            >
              {msg.misc.videoComingSoon}
            </Typography>
          ) : null}
        </Box>
        <CardContent sx={{ flex: 1 }}>
          <Typography
            component="h3"
            sx={{
              fontWeight: 600,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {card.topic}
          </Typography>
          {card.keySpeaker ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {msg.home.speaker(card.keySpeaker)}
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
  );
}
