import type { ChatTransport } from './types';
import type { TimStatic } from './timTransport';

export type { ChatMessage, ChatStatus, ChatTransport, OutgoingMessage, SendResult } from './types';
export { newClientId } from './types';
export { createChatStore, CHAT_WINDOW, type ChatEntry, type ChatStore } from './chatStore';

export interface OpenChatOptions {
  roomId: string;
  /** The room's roomNo (Tencent Chat group id). */
  roomNo: string;
  token: string | null;
  userId: string | null;
  /** VITE_TIM_SDK_APP_ID: when set, Tencent Chat carries the messages; otherwise socket.io. */
  timSdkAppId: number | null;
  /** Fetches GET /api/liveRoom/userSign (Tencent Chat only). */
  userSign: () => Promise<string>;
  url?: string;
}

/**
 * Opens the configured transport. Each SDK is loaded by dynamic import only when chosen, so neither
 * lands in a page's first download.
 */
export async function openChatTransport(o: OpenChatOptions): Promise<ChatTransport> {
  if (o.timSdkAppId && o.userId) {
    const [{ createTimTransport }, sdk, userSig] = await Promise.all([
      import('./timTransport'),
      import('tim-js-sdk'),
      o.userSign(),
    ]);
    return createTimTransport({
      sdkAppId: o.timSdkAppId,
      roomNo: o.roomNo,
      roomId: o.roomId,
      userId: o.userId,
      userSig,
      TIM: sdk.default as unknown as TimStatic,
    });
  }
  const [{ createSocketTransport }, { io }] = await Promise.all([
    import('./socketTransport'),
    import('socket.io-client'),
  ]);
  return createSocketTransport({
    roomId: o.roomId,
    token: o.token,
    url: o.url,
    connect: (url, opts) => (url ? io(url, opts) : io(opts)),
  });
}
