import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
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
import { detailPath } from '../../../domain/cardRoute';
import { EMX_CATEGORY, isVType, VIDEO_STATE } from '../../../domain/categories';
import { useSession } from '../../api/useSession';
import { fetchVideo, recommendations, videoKeys } from '../../api/video';
import { EmptyState } from '../../components/EmptyState';
import { RichText } from '../../components/RichText';
import { toast } from '../../components/toastStore';
import type { VideoDetail } from '../../schemas/education';
import { msg } from '../../text/messages';
import { CommentBoard, HeartButton, QuizPanel } from '../education';
import { LoginDialog, useLoginFlow } from '../login';
import { PlayerSection } from './PlayerSection';
import { readingSystemOpened } from './videoActors';
import { backTarget } from './videoRules';

const t = msg.video;

/**
 * Video detail `/edu/{vType}/{videoId}` and `/educourse/series/{videoId}` (001 §2, issue 3 item 3): title,
 * key speaker, views, hearts, the player with access and watch progress, tabs, 加群, 阅片系统, comments.
 */
export default function VideoDetailPage({ series = false }: { series?: boolean }) {
  const { vType, videoId = '' } = useParams();
  const [search] = useSearchParams();
  const back = backTarget({ vType, series, fromExp: search.get('fromExp') });
  if (!series && !isVType(vType)) {
    return <Navigate to="/education" replace />;
  }
  return <VideoDetail key={videoId} videoId={videoId} back={back} />;
}

function VideoDetail({ videoId, back }: { videoId: string; back: string }) {
  const navigate = useNavigate();
  const { token, user } = useSession();
  const detail = useQuery({
    queryKey: videoKeys.detail(videoId),
    queryFn: ({ signal }) => fetchVideo(videoId, { signal, silent: true }),
    retry: false,
  });

  // 001 §8: video info failure → the message, and back to where the user came from. (Logged-in users'
  // access machine does the same for its own loads.)
  const failed = detail.isError && token === null;
  useEffect(() => {
    if (!failed) return;
    toast.error(detail.error instanceof Error ? detail.error.message : msg.app.loadFailed);
    void navigate(back, { replace: true });
  }, [failed, detail.error, navigate, back]);

  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {msg.education.back}
      </Button>
      {detail.data ? (
        <Header video={detail.data} />
      ) : (
        <Skeleton variant="text" height={48} width="60%" data-testid="video-title-loading" />
      )}
      <Box sx={{ my: 2 }}>
        {token === null || user === null ? (
          <LoginPrompt />
        ) : detail.data?.videoState === VIDEO_STATE.upcoming ? (
          <Alert severity="info">{msg.misc.videoComingSoon}</Alert>
        ) : (
          <PlayerSection
            videoId={videoId}
            uid={user.uid}
            video={detail.data}
            leave={() => void navigate(back, { replace: true })}
          />
        )}
      </Box>
      {detail.data ? <DetailTabs video={detail.data} /> : <Skeleton variant="rounded" height={120} />}
      <Box sx={{ mt: 3 }}>
        <CommentBoard videoId={videoId} />
      </Box>
    </Container>
  );
}

function Header({ video }: { video: VideoDetail }) {
  const [qrAnchor, setQrAnchor] = useState<HTMLElement | null>(null);
  const videoId = String(video.id);
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
        <HeartButton videoId={videoId} />
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

function LoginPrompt() {
  const flow = useLoginFlow();
  const [, send] = flow;
  return (
    <Box
      sx={{
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        color: 'common.white',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography role="status">{msg.educationRules.loginRequired}</Typography>
        <Button variant="contained" onClick={() => send({ type: 'login.start' })}>
          {msg.avatar.login}
        </Button>
      </Stack>
      <LoginDialog flow={flow} />
    </Box>
  );
}

type TabKey = 'intro' | 'quiz' | 'recommend' | 'caseIntro' | 'readingSystem';

function DetailTabs({ video }: { video: VideoDetail }) {
  const emx = video.videoCategory === EMX_CATEGORY;
  const tabs: Array<{ key: TabKey; label: string }> = emx
    ? [
        { key: 'caseIntro', label: t.tabCaseIntro },
        { key: 'readingSystem', label: msg.video.readingSystem },
        { key: 'quiz', label: msg.education.quizTitle },
      ]
    : [
        { key: 'intro', label: t.tabIntro },
        ...(video.questionList.length > 0 ? [{ key: 'quiz' as const, label: msg.education.quizTitle }] : []),
        { key: 'recommend', label: t.tabRecommend },
      ];
  const [tab, setTab] = useState<TabKey>(tabs[0]?.key ?? 'intro');
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: TabKey) => setTab(v)} aria-label={t.tabsLabel}>
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
        {tab === 'quiz' ? <QuizPanel video={video} /> : null}
        {tab === 'recommend' ? <Recommendations videoId={String(video.id)} /> : null}
        {tab === 'readingSystem' ? <ReadingSystem video={video} /> : null}
      </Box>
    </Box>
  );
}

function ReadingSystem({ video }: { video: VideoDetail }) {
  const { token } = useSession();
  if (!video.readingSysUrl) return <EmptyState message={msg.education.none} />;
  const videoId = String(video.id);
  return (
    <Button
      variant="contained"
      href={video.readingSysUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => {
        if (token !== null) readingSystemOpened(videoId);
      }}
    >
      {t.openReadingSystem}
    </Button>
  );
}

function Recommendations({ videoId }: { videoId: string }) {
  const list = useQuery({
    queryKey: videoKeys.recommend(videoId),
    queryFn: ({ signal }) => recommendations(videoId, { signal }),
  });
  if (list.isPending) return <Skeleton variant="rounded" height={120} />;
  if (list.isError) return <Alert severity="error">{msg.app.loadFailed}</Alert>;
  if (list.data.length === 0) return <EmptyState message={msg.education.none} />;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {list.data.map((card) => {
        const to = detailPath(card);
        const body = (
          <>
            {card.videoCoverUrl ? (
              <Box
                component="img"
                src={card.videoCoverUrl}
                alt=""
                sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
              />
            ) : null}
            <Typography variant="body2">{card.topic}</Typography>
            {card.keySpeaker ? (
              <Typography variant="caption" color="text.secondary">
                {card.keySpeaker}
              </Typography>
            ) : null}
          </>
        );
        return (
          <li key={card.id}>
            {to ? (
              <Box component={RouterLink} to={to} sx={{ color: 'inherit', textDecoration: 'none' }}>
                {body}
              </Box>
            ) : (
              body
            )}
          </li>
        );
      })}
    </Box>
  );
}
