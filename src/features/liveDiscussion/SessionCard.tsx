import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { CHINA_TIME_PATTERN, showChinaTime } from '../../../domain/chinaTime';
import { NO_PASSWORD } from '../../../domain/livePassword';
import { liveStatusKind, type LiveSession } from '../../schemas/liveDiscussion';
import { msg } from '../../text/messages';
import { liveDiscussionMsg } from '../../text/liveDiscussion';
import { cardPictureLoading } from '../../components/CardGrid';

const t = liveDiscussionMsg;

const STATUS = {
  live: { label: msg.home.tagLive, color: 'error' },
  reserved: { label: t.statusReserved, color: 'primary' },
  ended: { label: t.statusEnded, color: 'default' },
} as const;

/** One session (000 §4.3): '0' live now with a watch button, '1' reserved with its start time, else ended. */
export function SessionCard({
  session,
  index,
  onWatch,
}: {
  session: LiveSession;
  /** Its place in the list: the first screen's pictures load at once. */
  index: number;
  onWatch: () => void;
}) {
  const titleId = useId();
  const kind = liveStatusKind(session.liveStatus);
  const status = STATUS[kind];
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="live-session"
      data-status={kind}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {session.image ? (
        <Box
          component="img"
          src={session.image}
          alt=""
          {...cardPictureLoading(index)}
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={status.label} color={status.color} />
          {session.hasPass !== NO_PASSWORD && kind !== 'ended' ? (
            <Chip
              size="small"
              variant="outlined"
              icon={<LockOutlined aria-hidden />}
              label={t.needsPassword}
            />
          ) : null}
        </Box>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: 17 }}>
          {session.title}
        </Typography>
        {session.userName ? (
          <Typography variant="body2" color="text.secondary">
            {t.expert(session.userName)}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" data-testid="live-time">
          {kind === 'reserved'
            ? t.startsAt(showChinaTime(session.startTime, CHINA_TIME_PATTERN))
            : t.timeRange(
                showChinaTime(session.startTime, CHINA_TIME_PATTERN),
                showChinaTime(session.endTime, CHINA_TIME_PATTERN),
              )}
        </Typography>
      </CardContent>
      {kind === 'live' && session.hasPass === NO_PASSWORD && session.link === '' ? (
        // The server withheld the link (its host is not on MEETING_HOSTS): nothing to join.
        <CardActions>
          <Typography variant="body2" color="text.secondary">
            {t.meetingUnavailable}
          </Typography>
        </CardActions>
      ) : kind === 'live' ? (
        <CardActions>
          <Button variant="contained" color="error" onClick={onWatch} aria-describedby={titleId}>
            {t.watch}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
