import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useSession } from '../../components/useSession';
import type { MakeUpValues } from '../../../machines/liveRoom.machine';
import type { User } from '../../schemas/account';
import { LazyPart } from '../../components/LazyPart';
import { cachedRoom, createLiveRoomLogic } from './liveRoomActors';
import { liveStage, liveStatusOf } from './liveStage';
import { LiveRoomError, LiveRoomView } from './LiveRoomView';
import { useChat } from './useChat';

// The gate's dialogs (MUI's modal, the forms with react-hook-form and their schemas) load when the gate
// opens one: most people enter the room without any, and its page came with them all (issue 12).
const loadPassword = () => import('./RoomPasswordDialog').then((m) => ({ default: m.RoomPasswordDialog }));
const loadMakeUp = () => import('./MakeUpDialog').then((m) => ({ default: m.MakeUpDialog }));
const loadAnnouncement = () =>
  import('./AnnouncementDialog').then((m) => ({ default: m.AnnouncementDialog }));

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
  const navigate = useNavigate();
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
        refusal: chat.refusal,
        slowSeconds: chat.slowSeconds,
        loggedIn,
        onSend: chat.send,
        onRetry: chat.retry,
      }}
      onRetry={() => send({ type: 'room.retry' })}
    >
      {state.matches('password') || state.matches('verifyingPassword') ? (
        <LazyPart
          load={loadPassword}
          placeholder={null}
          props={{
            roomId,
            submitting: state.matches('verifyingPassword'),
            error: state.context.error,
            onSubmit: (password: string) => send({ type: 'password.submit', password }),
            onCancel: () => void navigate('/live'),
          }}
        />
      ) : null}
      {state.matches('makeUp') || state.matches('submittingMakeUp') ? (
        <LazyPart
          load={loadMakeUp}
          placeholder={null}
          props={{
            initial: state.context.form,
            submitting: state.matches('submittingMakeUp'),
            onSubmit: (form: MakeUpValues) => send({ type: 'makeUp.submit', form }),
          }}
        />
      ) : null}
      {state.matches('announcement') && room ? (
        <LazyPart
          load={loadAnnouncement}
          placeholder={null}
          props={{ text: room.announcement, onConfirm: () => send({ type: 'announcement.confirm' }) }}
        />
      ) : null}
    </LiveRoomView>
  );
}
