import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { EMX_CATEGORY } from '../../../domain/categories';
import { EmptyState } from '../../components/EmptyState';
import { RichText } from '../../components/RichText';
import type { VideoDetail } from '../../schemas/education';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { videoMsg } from '../../text/video';
import { detailTabs, type DetailTabKey, type PlayerStage } from './videoRules';

const t = videoMsg;

/**
 * The parts of the detail page that own a query or a machine; the page builds them, the view places them
 * (a part is mounted only where and when the view shows it: the quiz and the recommendations in their tab).
 */
export interface VideoDetailParts {
  /** 点赞 (hot/get, hot/add), in the header. */
  heart: ReactNode;
  /** The login prompt of a visitor (stage `login`). */
  login: ReactNode;
  /** The access and watch-progress player (stage `player`). */
  player: ReactNode;
  /** The 答题 tab's content. */
  quiz: ReactNode;
  /** The 相关推荐 tab's content. */
  recommendations: ReactNode;
  /** The comment board below the tabs. */
  comments: ReactNode;
}

/**
 * Video detail (001 §2) from plain props: back, title, speaker, views, hearts, 加群, 阅片系统, the player block
 * for `stage`, the tabs and the comments. `video` is undefined while the info loads (skeletons); a failed
 * load is the page's (a toast and back, or the access machine's leave).
 */
export function VideoDetailView({
  back,
  video,
  stage,
  parts,
  onReadingSystem,
}: {
  back: string;
  video: VideoDetail | undefined;
  stage: PlayerStage;
  parts: VideoDetailParts;
  /** The 阅片系统 tab's button was clicked (its link opens the reading system in a new window). */
  onReadingSystem: () => void;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {educationMsg.back}
      </Button>
      {video ? (
        <Header video={video} heart={parts.heart} />
      ) : (
        // The header's own shape while the info loads (a title of two lines on a phone, one on a wide screen,
        // then the speaker row), so the player block below does not move when it arrives (issue 12).
        <Stack spacing={1} data-testid="video-title-loading">
          <Skeleton variant="rounded" width="90%" sx={{ height: { xs: 64, md: 32 } }} />
          <Skeleton variant="rounded" width="60%" height={36} />
        </Stack>
      )}
      <Box sx={{ my: 2 }}>
        {stage === 'login' ? (
          parts.login
        ) : stage === 'comingSoon' ? (
          <Alert severity="info">{msg.misc.videoComingSoon}</Alert>
        ) : (
          parts.player
        )}
      </Box>
      {video ? (
        <DetailTabs video={video} parts={parts} onReadingSystem={onReadingSystem} />
      ) : (
        <Skeleton variant="rounded" height={120} />
      )}
      <Box sx={{ mt: 3 }}>{parts.comments}</Box>
    </Container>
  );
}

function Header({ video, heart }: { video: VideoDetail; heart: ReactNode }) {
  const [qrAnchor, setQrAnchor] = useState<HTMLElement | null>(null);
  return (
    <Stack spacing={1}>
      <Typography variant="h5" component="h1" data-testid="video-title">
        {video.topic}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {video.keySpeaker ? (
          <Typography color="text.secondary">{t.speaker(video.keySpeaker)}</Typography>
        ) : null}
        <Typography color="text.secondary" data-testid="video-views">
          {t.views(video.videoClickCount)}
        </Typography>
        {heart}
        {video.wechatGroupQRCodeUrl ? (
          <>
            <Button variant="outlined" onClick={(e) => setQrAnchor(e.currentTarget)} aria-haspopup="dialog">
              {t.joinGroup}
            </Button>
            <Popover
              open={qrAnchor !== null}
              anchorEl={qrAnchor}
              onClose={() => setQrAnchor(null)}
              anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
              slotProps={{ paper: { role: 'dialog', 'aria-label': t.joinGroup } }}
            >
              <Box sx={{ p: 2, textAlign: 'center' }}>
                <img src={video.wechatGroupQRCodeUrl} alt={t.groupQrAlt} width={160} height={160} />
                <Typography variant="body2">{t.scanToJoin}</Typography>
              </Box>
            </Popover>
          </>
        ) : null}
        {video.videoCategory !== EMX_CATEGORY && video.readingSysUrl ? (
          <Button variant="outlined" href={video.readingSysUrl} target="_blank" rel="noopener noreferrer">
            {t.readingSystem}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

function DetailTabs({
  video,
  parts,
  onReadingSystem,
}: {
  video: VideoDetail;
  parts: VideoDetailParts;
  onReadingSystem: () => void;
}) {
  const tabs = detailTabs(video);
  const [tab, setTab] = useState<DetailTabKey>(tabs[0]?.key ?? 'intro');
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: DetailTabKey) => setTab(v)} aria-label={t.tabsLabel}>
        {tabs.map((x) => (
          <Tab
            key={x.key}
            value={x.key}
            label={x.label}
            id={`video-tab-${x.key}`}
            aria-controls={`video-panel-${x.key}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`video-panel-${tab}`} aria-labelledby={`video-tab-${tab}`} sx={{ py: 2 }}>
        {tab === 'intro' || tab === 'caseIntro' ? (
          video.description.trim() ? (
            <RichText html={video.description} />
          ) : (
            <EmptyState message={msg.app.empty} />
          )
        ) : null}
        {tab === 'quiz' ? parts.quiz : null}
        {tab === 'recommend' ? parts.recommendations : null}
        {tab === 'readingSystem' ? <ReadingSystem video={video} onOpen={onReadingSystem} /> : null}
      </Box>
    </Box>
  );
}

function ReadingSystem({ video, onOpen }: { video: VideoDetail; onOpen: () => void }) {
  if (!video.readingSysUrl) return <EmptyState message={educationMsg.none} />;
  return (
    <Button
      variant="contained"
      href={video.readingSysUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
    >
      {t.openReadingSystem}
    </Button>
  );
}
