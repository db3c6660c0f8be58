import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { liveRoomMachine, type LiveRoomInfo, type MakeUpValues } from '../../../machines/liveRoom.machine';
import { getLiveRoom, liveRoomKeys, makeUpUser, needMakeUp, verifyRoomPass } from '../../api/liveRoom';
import { toast } from '../../components/toastStore';
import type { LiveRoom } from '../../schemas/liveRoom';
import { msg } from '../../text/messages';

/** The gate machine with the page's calls (the room goes through react-query's cache). */
export const createLiveRoomLogic = (queryClient: QueryClient) =>
  liveRoomMachine.provide({
    actors: {
      loadRoom: fromPromise<LiveRoomInfo, { roomId: string }>(async ({ input }) => {
        const room = await queryClient.fetchQuery({
          queryKey: liveRoomKeys.room(input.roomId),
          queryFn: ({ signal }) => getLiveRoom(input.roomId, { signal }),
          staleTime: 30_000,
        });
        return room;
      }),
      verifyRoomPass: fromPromise<{ pullUrl: string }, { roomId: string; password: string }>(
        async ({ input }) => {
          const r = await verifyRoomPass(input.roomId, input.password);
          // The cached room (staleTime 30 s) has no stream address: it is stale now.
          void queryClient.invalidateQueries({ queryKey: liveRoomKeys.room(input.roomId) });
          return r;
        },
      ),
      checkMakeUp: fromPromise<boolean, { roomId: string }>(({ input }) => needMakeUp(input.roomId)),
      makeUpUser: fromPromise<void, MakeUpValues>(({ input }) => makeUpUser(input)),
    },
    actions: {
      alertDataError: () => toast.error(msg.liveRoom.dataError),
      notifyMakeUpFailed: (_, { error }) => toast.error(error || msg.liveRoom.makeUpFailed),
    },
  });

/** The room as react-query cached it (the machine's context holds the fields it needs). */
export const cachedRoom = (queryClient: QueryClient, roomId: string): LiveRoom | undefined =>
  queryClient.getQueryData(liveRoomKeys.room(roomId));
