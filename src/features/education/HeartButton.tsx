import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import Skeleton from '@mui/material/Skeleton';
import type { LikeOutput } from '../../../machines/like.machine';
import { hotAdd, hotQuery, type hotGet } from '../../api/education';
import { useSession } from '../../components/useSession';
import { toast } from '../../components/toastStore';
import { LikeButton, useLike } from '../../components/worksViewer';
import { educationMsg } from '../../text/education';
import { educationRulesMsg } from '../../text/educationRules';

type Hot = Awaited<ReturnType<typeof hotGet>>;

/** A failed hot/get (silent) shows what a video nobody hearted shows. */
const NO_HEARTS: Hot = { heartCount: 0, hearted: 0 };

/**
 * The heart count of a video (hot/get) and a logged-in user's one heart (hot/add), over the like machine
 * (the one way to like: optimistic, one request at a time, rolled back with the server's message).
 */
export function HeartButton({ videoId }: { videoId: string }) {
  const hot = useQuery(hotQuery(videoId));
  if (hot.isPending) return <Skeleton variant="rounded" width={64} height={36} />;
  return <Heart key={videoId} videoId={videoId} hot={hot.data ?? NO_HEARTS} />;
}

/** hot/add, then the server's count: hot/get asked afresh (it answers no count); a failed re-read keeps ours. */
const addHeart = async (queryClient: QueryClient, videoId: string): Promise<LikeOutput> => {
  await hotAdd(videoId);
  const fresh = await queryClient.fetchQuery({ ...hotQuery(videoId), staleTime: 0 }).catch(() => null);
  return fresh ? { count: fresh.heartCount } : undefined;
};

function Heart({ videoId, hot }: { videoId: string; hot: Hot }) {
  const queryClient = useQueryClient();
  const { user, token } = useSession();
  const [state, send] = useLike(
    { liked: hot.hearted === 1, count: hot.heartCount, loggedIn: user !== null && token !== null },
    () => addHeart(queryClient, videoId),
    { refuseVisitor: () => toast.error(educationRulesMsg.loginRequired) },
  );
  return <LikeButton state={state} send={send} label={educationMsg.heart} />;
}

export default HeartButton;
