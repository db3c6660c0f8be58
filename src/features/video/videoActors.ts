import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { accessMachine } from '../../../machines/access.machine';
import { watchProgressMachine, type WatchRecord } from '../../../machines/watchProgress.machine';
import {
  exchangeVideo,
  fetchRealVideo,
  fetchVideo,
  flushWatchRecord,
  recordBody,
  saveWatchRecord,
  sendFirstPlay,
  videoKeys,
  watchRecordInfo,
} from '../../api/video';
import { toast } from '../../components/toastStore';
import { msg } from '../../text/messages';
import { accessInfoOf } from './videoRules';

/** The access machine of one video page; the video info comes from the page's query cache. */
export function createAccessLogic(deps: { videoId: string; queryClient: QueryClient; leave: () => void }) {
  const { videoId, queryClient } = deps;
  return accessMachine.provide({
    actors: {
      loadAccess: fromPromise(async () =>
        accessInfoOf(
          await queryClient.fetchQuery({
            queryKey: videoKeys.detail(videoId),
            queryFn: ({ signal }) => fetchVideo(videoId, { signal, silent: true }),
          }),
        ),
      ),
      redeem: fromPromise(() => exchangeVideo(videoId)),
      loadRealVideo: fromPromise(async () => {
        const real = await fetchRealVideo(videoId);
        // The page shows the real video info (access 1, learning state) from now on.
        queryClient.setQueryData(videoKeys.detail(videoId), real);
        return { src: real.videoUrl };
      }),
    },
    actions: {
      notifyRedeemed: () => toast.success(msg.educationRules.exchangeOk),
      notifyFailed: (_, { message }) => toast.error(message),
      leave: (_, { message }) => {
        toast.error(message);
        deps.leave();
      },
    },
  });
}

/** The watch-progress machine of one education video: youth records, keepalive flush, first play. */
export function createWatchLogic(deps: { uid: string | undefined; seekTo: (position: number) => void }) {
  return watchProgressMachine.provide({
    actors: {
      loadRecord: fromPromise(
        async ({ input }: { input: { videoId: number } }): Promise<WatchRecord | null> => {
          const saved = await watchRecordInfo(String(input.videoId));
          if (saved === null) return null;
          return {
            watchPosition: saved.watchPosition,
            maxPosition: saved.maxPosition,
            completed: saved.completed === 1 ? 1 : 0,
          };
        },
      ),
    },
    actions: {
      saveRecord: (_, record) => void saveWatchRecord(recordBody(record)).catch(() => {}),
      flushRecord: (_, record) => flushWatchRecord(recordBody(record)),
      sendFirstPlay: (_, { videoId }) => void sendFirstPlay(videoId, deps.uid).catch(() => {}),
      seekTo: (_, { position }) => deps.seekTo(position),
    },
  });
}
