import type { ChatMessage } from '../../src/schemas/liveRoom';

export interface RoomBatchesOptions {
  /** The window (CHAT_COALESCE_MS). */
  windowMs: number;
  /** Sends one room's messages, in seq order, as one emit. */
  emit: (roomId: number, messages: ChatMessage[]) => void;
  /** Runs `fn` once after `ms` (default: setTimeout). */
  after?: (ms: number, fn: () => void) => () => void;
}

export interface RoomBatches {
  /** A message just recorded (callers add a room's messages in the order they were recorded). */
  add(roomId: number, message: ChatMessage): void;
  /** Sends whatever waits now, and stops the windows (shutdown). */
  flush(): void;
}

const defaultAfter = (ms: number, fn: () => void) => {
  const h = setTimeout(fn, ms);
  return () => clearTimeout(h);
};

/**
 * At most one broadcast per room and window (decision 0073): the first message after a quiet window
 * goes out at once (a lone message waits for nothing); the ones recorded while the window is open wait
 * for its end and go out together, and the window opens again after every emit.
 */
export function roomBatches(opts: RoomBatchesOptions): RoomBatches {
  const after = opts.after ?? defaultAfter;
  /** Rooms whose window is open, with what waits for its end. */
  const open = new Map<number, { waiting: ChatMessage[]; cancel: () => void }>();

  const send = (roomId: number, messages: ChatMessage[]) => {
    opts.emit(
      roomId,
      messages.length > 1 ? messages.slice().sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)) : messages,
    );
  };
  const openWindow = (roomId: number) => {
    const w = {
      waiting: [] as ChatMessage[],
      cancel: after(opts.windowMs, () => {
        open.delete(roomId);
        if (w.waiting.length === 0) return;
        send(roomId, w.waiting);
        openWindow(roomId);
      }),
    };
    open.set(roomId, w);
  };

  return {
    add(roomId, message) {
      const w = open.get(roomId);
      if (w) {
        w.waiting.push(message);
        return;
      }
      send(roomId, [message]);
      openWindow(roomId);
    },
    flush() {
      for (const [roomId, w] of open) {
        w.cancel();
        if (w.waiting.length > 0) send(roomId, w.waiting);
      }
      open.clear();
    },
  };
}
