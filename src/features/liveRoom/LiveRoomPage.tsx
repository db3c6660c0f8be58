import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useSession } from '../../api/useSession';
import type { User } from '../../schemas/account';
import { AnnouncementDialog } from './AnnouncementDialog';
import { cachedRoom, createLiveRoomLogic } from './liveRoomActors';
import { liveStage, liveStatusOf } from './liveStage';
import { LiveRoomError, LiveRoomView } from './LiveRoomView';
import { MakeUpDialog } from './MakeUpDialog';
import { RoomPasswordDialog } from './RoomPasswordDialog';
import { useChat } from './useChat';

/** /liveDetail?roomId= (001 §2 Live room). */
export default function LiveRoomPage() {
  const [params] = useSearchParams();
  const roomId = params.get('roomId')?.trim() ?? '';
  const session = useSession();
  if (roomId === '') return <LiveRoomError />;
  // Logging in or out starts the gate afresh (the logic is created once per room and session).
  return (
    <LiveRoom
      key={`${roomId}:${session.token ? 'in' : 'out'}`}
      roomId={roomId}
      token={session.token}
      user={session.user}
    />
  );
}

/** Wires the gate machine, the cached room and the chat; LiveRoomView renders them. */
function LiveRoom({ roomId, token, user }: { roomId: string; token: string | null; user: User | null }) {
  const queryClient = useQueryClient();
  const loggedIn = token !== null;
  const [logic] = useState(() => createLiveRoomLogic(queryClient));
  const [state, send] = useMachine(logic, { input: { roomId, loggedIn } });
  const room = state.context.room;
  const details = cachedRoom(queryClient, roomId);
  const chat = useChat(room ? { id: room.id, roomNo: room.roomNo } : null, { token, user });
  const gate = String(state.value);

  return (
    <LiveRoomView
      gate={gate}
      room={room}
      liveStatus={liveStatusOf(details?.liveStatus)}
      stage={liveStage({
        loggedIn,
        gate,
        liveStatus: details?.liveStatus,
        startTime: details?.startTime,
        pullUrl: room?.pullUrl ?? '',
      })}
      chat={{
        entries: chat.entries,
        dropped: chat.dropped,
        status: chat.status,
        viewers: chat.viewers,
        loggedIn,
        onSend: chat.send,
        onRetry: chat.retry,
      }}
      onRetry={() => send({ type: 'room.retry' })}
    >
      {state.matches('password') || state.matches('verifyingPassword') ? (
        <RoomPasswordDialog
          roomId={roomId}
          submitting={state.matches('verifyingPassword')}
          error={state.context.error}
          onSubmit={(password) => send({ type: 'password.submit', password })}
        />
      ) : null}
      {state.matches('makeUp') || state.matches('submittingMakeUp') ? (
        <MakeUpDialog
          initial={state.context.form}
          submitting={state.matches('submittingMakeUp')}
          onSubmit={(form) => send({ type: 'makeUp.submit', form })}
        />
      ) : null}
      {state.matches('announcement') && room ? (
        <AnnouncementDialog
          text={room.announcement}
          onConfirm={() => send({ type: 'announcement.confirm' })}
        />
      ) : null}
    </LiveRoomView>
  );
}
