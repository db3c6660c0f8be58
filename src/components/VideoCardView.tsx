import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { showChinaTime } from '../../domain/chinaTime';
import { msg } from '../text/messages';

/** What a video card shows (000 §3 video/course card). */
export interface VideoCardFace {
  id: string | number;
  topic: string;
  keySpeaker?: string | null;
  videoDate?: string | null;
  videoCoverUrl?: string | null;
  videoState: number;
}

/**
 * One video card, on the home page and every education list (000 §4.2): cover, the 预告 / 直播中 tag
 * (an upcoming video also says 尽请期待！ over its cover), topic, speaker, date. The caller decides
 * what a click does (the education feature's card routing).
 */
export function VideoCardView({
  card,
  tag,
  onOpen,
  testId,
}: {
  card: VideoCardFace;
  tag: 'preview' | 'live' | null;
  onOpen: () => void;
  testId: string;
}) {
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%' }}
      data-testid={testId}
      data-video-id={card.id}
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
          {tag === 'preview' ? (
            <Typography
              component="span"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                color: '#fff',
                fontSize: 18,
                fontWeight: 700,
                letterSpacing: 2,
                // Dark and blurred enough that the title drawn into the cover does not compete with it.
                bgcolor: 'rgba(8,30,50,0.72)',
                backdropFilter: 'blur(3px)',
              }}
            >
              {msg.misc.videoComingSoon}
            </Typography>
          ) : null}
          {tag ? (
            <Chip
              label={tag === 'preview' ? msg.home.tagPreview : msg.home.tagLive}
              color={tag === 'live' ? 'error' : 'default'}
              size="small"
              // A dark amber with white text: enough contrast for small text (WCAG AA).
              sx={[
                // Top right: covers carry their own category label at the top left.
                { position: 'absolute', top: 8, right: 8 },
                tag === 'preview' && { bgcolor: '#7a4100', color: '#fff' },
              ]}
            />
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
              {showChinaTime(card.videoDate, 'YYYY-MM-DD')}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
