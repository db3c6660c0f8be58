import { BehaviorSubject, Subject } from 'rxjs';
import type { ChatMessage, ChatStatus, ChatTransport, OutgoingMessage, SendResult } from './types';

/** Tencent Chat allows 40 messages per second per group; the client keeps below it. */
export const TIM_GROUP_SEND_LIMIT = 40;
export const TIM_LIMIT_WINDOW_MS = 1000;

/** The part of tim-js-sdk's message object we read or build. */
export interface TimMessage {
  ID: string;
  from: string;
  to?: string;
  nick?: string;
  avatar?: string;
  /** Seconds since the epoch. */
  time: number;
  type: string;
  conversationType?: string;
  payload: { text?: string };
  cloudCustomData?: string;
}

type Handler = (event: { data: unknown }) => void;

/** The part of tim-js-sdk's instance this transport uses (the unit tests implement it as a fake). */
export interface TimInstance {
  on(event: string, handler: Handler): void;
  off(event: string, handler: Handler): void;
  login(options: { userID: string; userSig: string }): Promise<unknown>;
  logout(): Promise<unknown>;
  joinGroup(options: { groupID: string; type?: string }): Promise<unknown>;
  createTextMessage(options: {
    to: string;
    conversationType: string;
    payload: { text: string };
    cloudCustomData?: string;
  }): TimMessage;
  sendMessage(message: TimMessage): Promise<{ data: { message: TimMessage } }>;
  destroy(): Promise<unknown>;
}

/** The part of the SDK's default export (`TIM`) this transport uses. */
export interface TimStatic {
  create(options: { SDKAppID: number }): TimInstance;
  EVENT: {
    SDK_READY: string;
    SDK_NOT_READY: string;
    MESSAGE_RECEIVED: string;
    KICKED_OUT: string;
    NET_STATE_CHANGE: string;
  };
  TYPES: {
    CONV_GROUP: string;
    GRP_AVCHATROOM: string;
    MSG_TEXT: string;
    NET_STATE_CONNECTED: string;
    NET_STATE_CONNECTING: string;
    NET_STATE_DISCONNECTED: string;
  };
}

export interface TimTransportOptions {
  sdkAppId: number;
  /** The live room's roomNo: the AV chat room's group id. */
  roomNo: string;
  /** The room id our messages carry (the page's roomId). */
  roomId: string;
  userId: string;
  /** GET /api/liveRoom/userSign's signature. */
  userSig: string;
  /** The SDK module; loaded by dynamic import by the caller only when Tencent Chat is configured. */
  TIM: TimStatic;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  limit?: number;
  windowMs?: number;
}

/**
 * A sliding-window limiter: `acquire` resolves when a send fits into `limit` per `windowMs`
 * (sends beyond the limit wait, in order, instead of being refused by the service).
 */
export function createSendLimiter(
  limit: number,
  windowMs: number,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
) {
  const stamps: number[] = [];
  let chain: Promise<void> = Promise.resolve();
  const acquire = () => {
    const turn = chain.then(async () => {
      for (;;) {
        const t = now();
        while (stamps.length > 0 && t - stamps[0]! >= windowMs) stamps.shift();
        if (stamps.length < limit) {
          stamps.push(t);
          return;
        }
        await sleep(windowMs - (t - stamps[0]!));
      }
    });
    chain = turn;
    return turn;
  };
  return { acquire, inWindow: () => stamps.length };
}

const customId = (m: TimMessage): string => {
  if (!m.cloudCustomData) return m.ID;
  try {
    const data = JSON.parse(m.cloudCustomData) as { id?: unknown };
    return typeof data.id === 'string' ? data.id : m.ID;
  } catch {
    return m.ID;
  }
};

/**
 * Tencent Chat (tim-js-sdk): log in with the user signature, join the AV chat room `roomNo`, follow
 * SDK ready / message received / kicked out / network state events, and send text messages carrying
 * our client id in `cloudCustomData` (so the page dedupes them like socket.io's).
 */
export function createTimTransport(opts: TimTransportOptions): ChatTransport {
  const { TIM, roomNo, roomId } = opts;
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const limiter = createSendLimiter(
    opts.limit ?? TIM_GROUP_SEND_LIMIT,
    opts.windowMs ?? TIM_LIMIT_WINDOW_MS,
    now,
    sleep,
  );
  const messages$ = new Subject<ChatMessage>();
  const status$ = new BehaviorSubject<ChatStatus>('connecting');
  const viewers$ = new BehaviorSubject<number>(0);
  let closed = false;
  let resolveReady: () => void = () => {};
  let ready = new Promise<void>((r) => (resolveReady = r));

  const toChat = (m: TimMessage): ChatMessage => ({
    id: customId(m),
    roomId,
    uid: m.from,
    nickName: m.nick || m.from,
    userImg: m.avatar,
    content: m.payload.text ?? '',
    createTime: m.time * 1000,
  });

  const tim = TIM.create({ SDKAppID: opts.sdkAppId });
  const handlers: [string, Handler][] = [
    [
      TIM.EVENT.SDK_READY,
      () => {
        status$.next('connected');
        resolveReady();
      },
    ],
    [
      TIM.EVENT.SDK_NOT_READY,
      () => {
        if (status$.value !== 'kicked') status$.next('reconnecting');
        ready = new Promise<void>((r) => (resolveReady = r));
      },
    ],
    [
      TIM.EVENT.MESSAGE_RECEIVED,
      ({ data }) => {
        for (const m of data as TimMessage[]) {
          if (m.to !== undefined && m.to !== roomNo) continue;
          if (m.type !== TIM.TYPES.MSG_TEXT) continue;
          messages$.next(toChat(m));
        }
      },
    ],
    [TIM.EVENT.KICKED_OUT, () => status$.next('kicked')],
    [
      TIM.EVENT.NET_STATE_CHANGE,
      ({ data }) => {
        if (status$.value === 'kicked') return;
        const state = (data as { state?: string }).state;
        if (state === TIM.TYPES.NET_STATE_CONNECTED) status$.next('connected');
        else if (state === TIM.TYPES.NET_STATE_CONNECTING) status$.next('reconnecting');
        else if (state === TIM.TYPES.NET_STATE_DISCONNECTED) status$.next('disconnected');
      },
    ],
  ];
  handlers.forEach(([e, h]) => tim.on(e, h));

  void (async () => {
    try {
      await tim.login({ userID: opts.userId, userSig: opts.userSig });
      await ready;
      await tim.joinGroup({ groupID: roomNo, type: TIM.TYPES.GRP_AVCHATROOM });
    } catch {
      if (!closed) status$.next('disconnected');
    }
  })();

  const send = async (out: OutgoingMessage): Promise<SendResult> => {
    try {
      await ready;
      await limiter.acquire();
      if (closed) return { ok: false, reason: 'closed' };
      const message = tim.createTextMessage({
        to: roomNo,
        conversationType: TIM.TYPES.CONV_GROUP,
        payload: { text: out.content },
        cloudCustomData: JSON.stringify({ id: out.id }),
      });
      const res = await tim.sendMessage(message);
      const sent = { ...toChat(res.data.message), id: out.id, content: out.content };
      // The SDK does not echo one's own messages: show it as the others see it.
      messages$.next(sent);
      return { ok: true, message: sent };
    } catch (e) {
      return { ok: false, reason: e instanceof Error ? e.message : String(e) };
    }
  };

  return {
    messages$: messages$.asObservable(),
    status$: status$.asObservable(),
    viewers$: viewers$.asObservable(),
    send,
    close() {
      if (closed) return;
      closed = true;
      handlers.forEach(([e, h]) => tim.off(e, h));
      void tim
        .logout()
        .catch(() => {})
        .then(() => tim.destroy())
        .catch(() => {});
      status$.next('disconnected');
      status$.complete();
      messages$.complete();
      viewers$.complete();
    },
  };
}
