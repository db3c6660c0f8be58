import { useEffect } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isVType } from '../../../domain/categories';
import { useSession } from '../../components/useSession';
import { createReadingRecord } from '../../api/education';
import { recommendationsQuery, videoDetailQuery } from '../../api/video';
import { commentBoardPlaceholder } from '../../components/LazyCommentBoard';
import { LazyPart } from '../../components/LazyPart';
import { toast } from '../../components/toastStore';
import { PlayerPlaceholder } from '../../components/VideoPlayer';
import { msg } from '../../text/messages';
import { educationRulesMsg } from '../../text/educationRules';
import { CommentBoard, HeartButton, QuizPanel } from '../education';
import { LoginButton } from '../login';
import { RecommendationsView } from './RecommendationsView';
import { VideoDetailView } from './VideoDetailView';
import { backTarget, playerStage } from './videoRules';

/** The access and watch-progress player: a logged-in user's only, so a visitor's page does not carry it. */
const loadPlayerSection = () => import('./PlayerSection').then((m) => ({ default: m.PlayerSection }));

/**
 * Video detail `/edu/{vType}/{videoId}` and `/educourse/series/{videoId}` (001 §2, issue 3 item 3): wires
 * the video info query, the session, the parts that own queries or machines (player, quiz, comments,
 * hearts, recommendations, login) and navigation; `VideoDetailView` renders them.
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
  const detail = useQuery(videoDetailQuery(videoId));

  // 001 §8: video info failure → the message, and back to where the user came from. (Logged-in users'
  // access machine does the same for its own loads.)
  const failed = detail.isError && token === null;
  useEffect(() => {
    if (!failed) return;
    toast.error(detail.error instanceof Error ? detail.error.message : msg.app.loadFailed);
    void navigate(back, { replace: true });
  }, [failed, detail.error, navigate, back]);

  const video = detail.data;
  const id = video ? String(video.id) : videoId;
  return (
    <VideoDetailView
      back={back}
      video={video}
      stage={playerStage({ loggedIn: token !== null && user !== null, videoState: video?.videoState })}
      parts={{
        heart: <HeartButton videoId={id} />,
        login: <LoginPrompt />,
        player: user ? (
          <LazyPart
            load={loadPlayerSection}
            props={{ videoId, uid: user.uid, video, leave: () => void navigate(back, { replace: true }) }}
            placeholder={<PlayerPlaceholder poster={video?.videoCoverUrl} />}
          />
        ) : null,
        quiz: video ? <QuizPanel video={video} /> : null,
        recommendations: <Recommendations videoId={id} />,
        // Mounted with the title, so the board's code is asked for once the title has been painted.
        comments: video ? <CommentBoard videoId={videoId} /> : commentBoardPlaceholder,
      }}
      // Opening the reading system writes the reading record that opens the category-10 quiz (logged in).
      onReadingSystem={() => {
        if (token !== null) readingSystemOpened(id);
      }}
    />
  );
}

/** The 相关推荐 tab: asked for only when the tab is shown (the view mounts this part there). */
function Recommendations({ videoId }: { videoId: string }) {
  return <RecommendationsView query={useQuery(recommendationsQuery(videoId))} />;
}

/** A visitor's player block: 请登录后操作！ and 登录 (the login machine's button). */
function LoginPrompt() {
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
        <Typography role="status">{educationRulesMsg.loginRequired}</Typography>
        <LoginButton />
      </Stack>
    </Box>
  );
}

/**
 * 阅片系统 opened: the reading record that opens the category-10 quiz is written (fire and forget). Nothing
 * is invalidated: the quiz machine checks the record itself whenever its tab opens (checkingRecord).
 */
const readingSystemOpened = (videoId: string): void => void createReadingRecord(videoId).catch(() => {});
