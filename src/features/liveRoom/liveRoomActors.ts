import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { liveRoomMachine, type LiveRoomInfo, type MakeUpValues } from '../../../machines/liveRoom.machine';
import { liveRoomQuery, makeUpUser, needMakeUp, verifyRoomPass } from '../../api/liveRoom';
import { ApiError } from '../../api/errors';
import { toast } from '../../components/toastStore';
import { CODE_NOT_FOUND } from '../../schemas/common';
import type { LiveRoom } from '../../schemas/liveRoom';
import { liveRoomMsg } from '../../text/liveRoom';

/** The gate machine with the page's calls (the room goes through react-query's cache). */
export const createLiveRoomLogic = (queryClient: QueryClient) =>
  liveRoomMachine.provide({
    actors: {
      loadRoom: fromPromise<LiveRoomInfo | null, { roomId: string }>(async ({ input }) => {
        try {
          return await queryClient.fetchQuery(liveRoomQuery(input.roomId));
        } catch (e) {
          // The server's 直播间不存在 (code 404) is an answer, not a failure: the gate ends in notFound.
          if (e instanceof ApiError && e.code === CODE_NOT_FOUND) return null;
          throw e;
        }
      }),
      verifyRoomPass: fromPromise<{ pullUrl: string }, { roomId: string; password: string }>(
        async ({ input }) => {
          const r = await verifyRoomPass(input.roomId, input.password);
          // The cached room (staleTime 30 s) has no stream address: it is stale now.
          void queryClient.invalidateQueries({ queryKey: liveRoomQuery(input.roomId).queryKey });
          return r;
        },
      ),
      checkMakeUp: fromPromise<boolean, { roomId: string }>(({ input }) => needMakeUp(input.roomId)),
      makeUpUser: fromPromise<void, MakeUpValues>(({ input }) => makeUpUser(input)),
    },
    actions: {
      alertDataError: () => toast.error(liveRoomMsg.dataError),
      notifyMakeUpFailed: (_, { error }) => toast.error(error || liveRoomMsg.makeUpFailed),
    },
  });

/** The room as react-query cached it (the machine's context holds the fields it needs). */
export const cachedRoom = (queryClient: QueryClient, roomId: string): LiveRoom | undefined =>
  queryClient.getQueryData(liveRoomQuery(roomId).queryKey);
