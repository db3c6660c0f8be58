import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  createChatStore,
  newClientId,
  openChatTransport,
  type ChatStatus,
  type ChatStore,
  type ChatTransport,
} from '../../../realtime/chat';
import { recordTalk, userSign } from '../../api/liveRoom';
import type { User } from '../../schemas/account';
import { timSdkAppId } from './chatConfig';

export interface ChatDeps {
  open?: typeof openChatTransport;
  store?: ChatStore;
  record?: typeof recordTalk;
}

/**
 * The room's chat: a transport (socket.io, or Tencent Chat when configured), the message store
 * (frame-batched, bounded, deduped) and sending with the own message shown at once as pending.
 * Every message the transport acknowledged is also recorded with recordTalk (same client id).
 */
export function useChat(
  room: { id: string; roomNo: string } | null,
  session: { token: string | null; user: User | null },
  deps: ChatDeps = {},
) {
  const [store] = useState(() => deps.store ?? createChatStore());
  const [transport, setTransport] = useState<ChatTransport | null>(null);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [viewers, setViewers] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [slowSeconds, setSlowSeconds] = useState(0);
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const open = deps.open ?? openChatTransport;
  const record = deps.record ?? recordTalk;
  const roomId = room?.id ?? null;
  const roomNo = room?.roomNo ?? null;
  const token = session.token;
  // Only Tencent Chat logs in as the user; socket.io goes by the token (so the profile arriving
  // after the first render does not reconnect it).
  const userId = timSdkAppId() !== null ? (session.user?.uid ?? null) : null;

  useEffect(() => {
    if (roomId === null || roomNo === null) return;
    let live = true;
    let t: ChatTransport | null = null;
    const subs: { unsubscribe(): void }[] = [];
    void open({
      roomId,
      roomNo,
      token,
      userId,
      timSdkAppId: timSdkAppId(),
      userSign: () => userSign(userId ?? ''),
    }).then(
      (opened) => {
        if (!live) {
          opened.close();
          return;
        }
        t = opened;
        subs.push(store.connect(opened.messages$));
        subs.push(opened.status$.subscribe(setStatus));
        subs.push(opened.viewers$.subscribe(setViewers));
        if (opened.refusal$) subs.push(opened.refusal$.subscribe(setRefusal));
        if (opened.slowSeconds$) subs.push(opened.slowSeconds$.subscribe(setSlowSeconds));
        setTransport(opened);
      },
      () => {
        if (live) setStatus('disconnected');
      },
    );
    return () => {
      live = false;
      subs.forEach((s) => s.unsubscribe());
      t?.close();
      setTransport(null);
    };
  }, [open, store, roomId, roomNo, token, userId]);

  useEffect(() => () => store.dispose(), [store]);

  const deliver = useCallback(
    async (id: string, content: string) => {
      if (!transport || roomId === null) {
        store.markFailed(id, '');
        return;
      }
      const result = await transport.send({ id, content });
      if (result.ok) {
        store.markSent(id, result.message);
        void record(roomId, content, id).catch(() => {});
        // The server's refusal says why (and, for the rate limit, when to try again); a lost connection
        // or an SDK error shows 发送失败 alone (its reason is not written for people).
      } else store.markFailed(id, result.refused ? result.reason : '');
    },
    [transport, store, record, roomId],
  );

  const send = useCallback(
    (content: string) => {
      if (roomId === null || !session.user) return;
      const id = newClientId();
      store.addOwn({
        id,
        roomId,
        uid: session.user.uid,
        nickName: session.user.nickName,
        userImg: session.user.userImg,
        content,
        createTime: Date.now(),
      });
      void deliver(id, content);
    },
    [store, deliver, roomId, session.user],
  );

  const retry = useCallback(
    (id: string) => {
      const entry = store.getSnapshot().find((e) => e.id === id);
      if (!entry || entry.state !== 'failed') return;
      store.markPending(id);
      void deliver(id, entry.content);
    },
    [store, deliver],
  );

  // The store counts what its bounded window dropped; it notifies on every change of `entries`.
  const dropped = store.stats.dropped;

  return {
    entries,
    dropped,
    status,
    viewers,
    refusal,
    slowSeconds,
    ready: transport !== null,
    send,
    retry,
  };
}
