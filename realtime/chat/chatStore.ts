import type { Observable, Subscription } from 'rxjs';
import type { ChatMessage } from './types';

/** Only the last 500 messages stay in memory and in the list. */
export const CHAT_WINDOW = 500;
/** Ids of messages that left the window are remembered this long (a late duplicate stays hidden). */
const EVICTED_MEMORY = 2000;

/** received: someone's message; pending/sent/failed: one's own, as its delivery goes. */
export type EntryState = 'received' | 'pending' | 'sent' | 'failed';

export interface ChatEntry extends ChatMessage {
  state: EntryState;
  own: boolean;
  error?: string;
}

export type Schedule = (run: () => void) => () => void;

/** Next animation frame in a browser; a macrotask elsewhere. */
const frame: Schedule = (run) => {
  if (typeof requestAnimationFrame === 'function') {
    const h = requestAnimationFrame(run);
    return () => cancelAnimationFrame(h);
  }
  const h = setTimeout(run, 16);
  return () => clearTimeout(h);
};

export interface ChatStoreOptions {
  max?: number;
  /** When buffered messages are applied (default: the next animation frame). */
  schedule?: Schedule;
}

export interface ChatStore {
  subscribe(listener: () => void): () => void;
  /** The window, oldest first; a new array after every change. */
  getSnapshot(): readonly ChatEntry[];
  /** An incoming message: buffered and applied on the next frame, with every other one of the burst. */
  push(message: ChatMessage): void;
  /** Subscribes to a transport's messages (see push). */
  connect(messages$: Observable<ChatMessage>): Subscription;
  /** One's own message, shown at once as pending. */
  addOwn(message: ChatMessage): void;
  markSent(id: string, message?: ChatMessage): void;
  markFailed(id: string, reason: string): void;
  /** A failed message is tried again: pending again, same id. */
  markPending(id: string): void;
  /** Applies what is buffered now (tests; the scheduler calls it otherwise). */
  flush(): void;
  /**
   * How many flushes (frames) applied messages (tests and the benchmark), and `dropped`: how many
   * messages left the window at the top (the view says older ones are no longer listed).
   */
  readonly stats: { flushes: number; received: number; duplicates: number; dropped: number };
  dispose(): void;
}

/**
 * The chat's message window: bursts are batched to one update per animation frame, the window is
 * bounded (last 500, counting what it dropped), messages are deduped by id (a retry, a reconnect's
 * catch-up and the server's echo of one's own message all show once) and kept in the server's seq
 * order, whatever order pages of a catch-up and live broadcasts arrive in; one's own messages not yet
 * acknowledged stay at the end.
 */
export function createChatStore(opts: ChatStoreOptions = {}): ChatStore {
  const max = opts.max ?? CHAT_WINDOW;
  const schedule = opts.schedule ?? frame;
  let entries: ChatEntry[] = [];
  const index = new Map<string, ChatEntry>();
  const evicted = new Set<string>();
  let buffer: ChatMessage[] = [];
  let cancel: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const stats = { flushes: 0, received: 0, duplicates: 0, dropped: 0 };

  const emit = () => listeners.forEach((l) => l());

  const forget = (id: string) => {
    evicted.add(id);
    if (evicted.size > EVICTED_MEMORY) evicted.delete(evicted.values().next().value as string);
  };

  const trim = () => {
    if (entries.length <= max) return;
    const drop = entries.length - max;
    stats.dropped += drop;
    for (const e of entries.slice(0, drop)) {
      index.delete(e.id);
      forget(e.id);
    }
    entries = entries.slice(drop);
  };

  const replace = (id: string, next: ChatEntry) => {
    const i = entries.findIndex((e) => e.id === id);
    if (i < 0) return;
    entries = [...entries.slice(0, i), next, ...entries.slice(i + 1)];
    index.set(id, next);
  };

  /** Where a message with a seq goes in `list`: after every older seq, before one's own unacknowledged. */
  const slot = (list: readonly ChatEntry[], seq: number) => {
    let i = list.length;
    while (i > 0) {
      const e = list[i - 1]!;
      const waiting = e.own && e.state !== 'sent' && typeof e.seq !== 'number';
      if (!waiting && (typeof e.seq !== 'number' || e.seq < seq)) break;
      i--;
    }
    return i;
  };

  /** Puts `e` in its place in `list` (a copy this flush made already). */
  const insertInPlace = (list: ChatEntry[], e: ChatEntry): ChatEntry[] => {
    if (typeof e.seq === 'number') list.splice(slot(list, e.seq), 0, e);
    else list.push(e);
    return list;
  };

  /** `list` with `e` in its place (seq order); a new array. */
  const placed = (list: readonly ChatEntry[], e: ChatEntry): ChatEntry[] => insertInPlace(list.slice(), e);

  const flush = () => {
    cancel = null;
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    const added: ChatEntry[] = [];
    let changed = false;
    for (const m of batch) {
      stats.received++;
      const known = index.get(m.id);
      if (known) {
        stats.duplicates++;
        // The echo of one's own message before its acknowledgement: it has arrived.
        if (known.own && known.state !== 'sent') {
          const sent: ChatEntry = { ...known, ...m, state: 'sent', own: true, error: undefined };
          entries = placed(
            entries.filter((x) => x.id !== m.id),
            sent,
          );
          index.set(m.id, sent);
          changed = true;
        }
        continue;
      }
      if (evicted.has(m.id)) {
        stats.duplicates++;
        continue;
      }
      const e: ChatEntry = { ...m, state: 'received', own: false };
      index.set(m.id, e);
      added.push(e);
    }
    if (added.length > 0) {
      let next = entries;
      for (const e of added) next = next === entries ? placed(entries, e) : insertInPlace(next, e);
      entries = next;
      trim();
      changed = true;
    }
    if (changed) {
      stats.flushes++;
      emit();
    }
  };

  const store: ChatStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => entries,
    push(m) {
      buffer.push(m);
      cancel ??= schedule(flush);
    },
    connect(messages$) {
      return messages$.subscribe((m) => store.push(m));
    },
    addOwn(m) {
      if (index.has(m.id)) return;
      const e: ChatEntry = { ...m, state: 'pending', own: true };
      index.set(m.id, e);
      entries = entries.concat(e);
      trim();
      emit();
    },
    markSent(id, m) {
      const e = index.get(id);
      if (!e || (e.state === 'sent' && !m)) return;
      const next: ChatEntry = { ...e, ...(m ?? {}), id, state: 'sent', own: true, error: undefined };
      if (typeof next.seq === 'number' && next.seq !== e.seq) {
        // Acknowledged with its seq: it moves to its place among the others.
        entries = placed(
          entries.filter((x) => x.id !== id),
          next,
        );
        index.set(id, next);
      } else replace(id, next);
      emit();
    },
    markFailed(id, reason) {
      const e = index.get(id);
      if (!e || e.state === 'sent') return;
      replace(id, { ...e, state: 'failed', error: reason });
      emit();
    },
    markPending(id) {
      const e = index.get(id);
      if (!e || e.state !== 'failed') return;
      replace(id, { ...e, state: 'pending', error: undefined });
      emit();
    },
    flush,
    stats,
    dispose() {
      cancel?.();
      cancel = null;
      buffer = [];
      listeners.clear();
    },
  };
  return store;
}
