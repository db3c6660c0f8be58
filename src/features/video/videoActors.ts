import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { savedWatch } from '../../../domain/watch';
import { accessMachine } from '../../../machines/access.machine';
import {
  exchangeVideo,
  fetchRealVideo,
  flushWatchRecord,
  recordBody,
  saveWatchRecord,
  sendFirstPlay,
  videoDetailQuery,
  watchRecordInfo,
} from '../../api/video';
import { toast } from '../../components/toastStore';
import { educationRulesMsg } from '../../text/educationRules';
import type { WatchRecordCalls } from '../player';
import { accessInfoOf } from './videoRules';

/** The access machine of one video page; the video info comes from the page's query cache. */
export function createAccessLogic(deps: { videoId: string; queryClient: QueryClient; leave: () => void }) {
  const { videoId, queryClient } = deps;
  return accessMachine.provide({
    actors: {
      loadAccess: fromPromise(async () =>
        accessInfoOf(await queryClient.fetchQuery(videoDetailQuery(videoId))),
      ),
      redeem: fromPromise(() => exchangeVideo(videoId)),
      loadRealVideo: fromPromise(async () => {
        const real = await fetchRealVideo(videoId);
        // The page shows the real video info (access 1, learning state) from now on.
        queryClient.setQueryData(videoDetailQuery(videoId).queryKey, real);
        return { src: real.videoUrl };
      }),
    },
    actions: {
      notifyRedeemed: () => toast.success(educationRulesMsg.exchangeOk),
      notifyFailed: (_, { message }) => toast.error(message),
      leave: (_, { message }) => {
        toast.error(message);
        deps.leave();
      },
    },
  });
}

/** Where education videos keep their watch records (youth records, keepalive flush, first play). */
export const educationWatchCalls = (uid: string | undefined): WatchRecordCalls => ({
  load: async (videoId) => savedWatch(await watchRecordInfo(String(videoId))),
  save: (record) => saveWatchRecord(recordBody(record)),
  flush: (record) => flushWatchRecord(recordBody(record)),
  firstPlay: (videoId) => sendFirstPlay(videoId, uid),
});
