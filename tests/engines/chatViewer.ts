import { io, type Socket } from 'socket.io-client';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import { RECONNECT, rejoinDelayMs } from '../../realtime/chat/socketTransport';
import type { ChatMessage } from '../../src/schemas/liveRoom';

/**
 * One viewer of a live room as the load harnesses drive it (tests/bench/live-scale.bench.ts,
 * tests/fault/chat-multiprocess.test.ts): a socket.io-client socket that behaves like the page's
 * transport (realtime/chat/socketTransport.ts) where it matters for the server — the same reconnection
 * options (its RECONNECT: exponential backoff with jitter), a join with `sinceSeq` (the last seq it holds)
 * after every connection socket.io could not recover (after a reconnect, spread like the page's), then the catch-up pages until `more` is false,
 * broadcasts counted towards `sinceSeq` only once that catch-up is complete — but with bookkeeping small
 * enough for thousands per process: the messages held are a bitmap over seq, not a list.
 *
 * The server's fan-out arrives as coalesced `chat.messages` (ChatMessage[] in seq order, decision 0073); the
 * "before" results were measured against the one-message `chat.message` that preceded it.
 *
 * A load balancer is modelled by `urls`: every reconnection attempt takes the next one round-robin, so the
 * viewers of a process that died land on the others (an attempt at the dead one is refused at once and
 * the backoff goes on).
 */
/** Reconnection as the page's transport configures it (realtime/chat/socketTransport.ts). */
export const CLIENT_RECONNECTION = {
  reconnectionDelay: RECONNECT.delayMs,
  reconnectionDelayMax: RECONNECT.delayMaxMs,
  randomizationFactor: RECONNECT.randomization,
} as const;

const ACK_TIMEOUT_MS = 4000;

/** How a message reached the viewer: a broadcast, or a page of a join / history catch-up. */
export type Via = 'live' | 'catchUp';

export interface ViewerHooks {
  /** The first time this viewer holds message `seq` (after the de-duplication by seq). */
  first?(v: ChatViewer, m: ChatMessage, via: Via, at: number): void;
  /** The room's viewer count changed (from a broadcast or from a join's answer). */
  count?(v: ChatViewer, count: number, at: number): void;
}

export interface ViewerOptions {
  urls: string[];
  /** Which url the first connection takes. */
  urlIndex: number;
  roomId: number;
  token: string | null;
  /** Messages at or below this seq are not kept (what was said before the run). */
  baseSeq: () => number;
  hooks?: ViewerHooks;
  /** false: after a reconnection, join without the catch-up (sinceSeq −1), for checking a test fails. */
  catchUp?: boolean;
  /** Other reconnection delays than the page's (e.g. a phone that comes back late). */
  reconnection?: Partial<Record<keyof typeof CLIENT_RECONNECTION, number>>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class ChatViewer {
  readonly socket: Socket;
  urlIndex: number;
  /** Bit (seq − base − 1) set: message seq held. */
  private bits = new Uint8Array(64);
  /** The same, for the seqs that arrived as a broadcast. */
  private liveBits = new Uint8Array(64);
  private lastSeq = -1;
  private liveMax = -1;
  private synced = false;
  private generation = 0;
  closed = false;

  /** Epoch ms of the first successful join's answer; null until then. */
  joinedAt: number | null = null;
  joinRefusals = 0;
  joinTimeouts = 0;
  connectErrors = 0;
  /** Epoch ms of every reconnection attempt (socket.io-client's backoff timer firing). */
  attempts: number[] = [];
  /** Epoch ms of every connect / every completed catch-up / every disconnect. */
  connects: number[] = [];
  syncs: number[] = [];
  disconnects: number[] = [];
  /** Urls connected to, one per connect. */
  connectedUrls: number[] = [];
  count = 0;
  /** Viewer-count broadcasts received (not the join answers). */
  countEvents = 0;
  countAt = 0;
  held = 0;
  /**
   * Arrivals of a seq already held: a second broadcast of it (the server sent it twice), or any other
   * overlap of a catch-up page and the broadcasts (by design: the client dedupes it).
   */
  liveDuplicates = 0;
  catchUpOverlap = 0;
  sendRefusals = 0;
  sendTimeouts = 0;

  constructor(private readonly o: ViewerOptions) {
    this.urlIndex = o.urlIndex;
    this.socket = io(o.urls[o.urlIndex]!, {
      transports: ['websocket'],
      auth: o.token ? { token: o.token } : {},
      reconnection: true,
      ...CLIENT_RECONNECTION,
      ...o.reconnection,
      forceNew: true,
    });
    const manager = this.socket.io as unknown as { uri: string };
    this.socket.io.on('reconnect_attempt', () => {
      this.attempts.push(Date.now());
      this.urlIndex = (this.urlIndex + 1) % o.urls.length;
      manager.uri = o.urls[this.urlIndex]!;
    });
    this.socket.on('connect', () => {
      if (this.closed) return;
      this.generation++;
      this.connects.push(Date.now());
      this.connectedUrls.push(this.urlIndex);
      if (this.socket.recovered && this.synced) return;
      // As the page does: the first join after a reconnect (its catch-up) waits its share of a spread.
      if (this.connects.length === 1) void this.join(this.generation);
      else {
        const gen = this.generation;
        void sleep(rejoinDelayMs()).then(() => {
          if (gen === this.generation && this.socket.connected) void this.join(gen);
        });
      }
    });
    this.socket.on('disconnect', (reason) => {
      if (this.closed) return;
      this.disconnects.push(Date.now());
      if (reason === 'io server disconnect') this.socket.connect();
    });
    this.socket.on('connect_error', () => this.connectErrors++);
    this.socket.on(CHAT_EVENTS.messages, (ms: ChatMessage[]) => ms.forEach((m) => this.live(m)));
    this.socket.on(CHAT_EVENTS.viewers, (v: { roomId: string; count: number }) => {
      if (String(v.roomId) !== String(o.roomId)) return;
      this.countEvents++;
      this.setCount(v.count);
    });
  }

  get connected() {
    return this.socket.connected;
  }

  get isSynced() {
    return this.synced && this.socket.connected;
  }

  has(seq: number): boolean {
    const i = seq - this.o.baseSeq() - 1;
    return i >= 0 && i < this.bits.length * 8 && (this.bits[i >> 3]! & (1 << (i & 7))) !== 0;
  }

  private setCount(count: number) {
    if (count !== this.count) {
      this.count = count;
      this.countAt = Date.now();
      this.o.hooks?.count?.(this, count, this.countAt);
    }
  }

  /** Holds `m`; answers false when it was held already. */
  private hold(m: ChatMessage, via: Via): boolean {
    if (String(m.roomId) !== String(this.o.roomId) || typeof m.seq !== 'number') return false;
    const i = m.seq - this.o.baseSeq() - 1;
    if (i < 0) return false;
    if (i >= this.bits.length * 8) {
      const bigger = new Uint8Array(Math.max(this.bits.length * 2, (i >> 3) + 1));
      bigger.set(this.bits);
      this.bits = bigger;
    }
    if (i >= this.liveBits.length * 8) {
      const bigger = new Uint8Array(this.bits.length);
      bigger.set(this.liveBits);
      this.liveBits = bigger;
    }
    const bit = 1 << (i & 7);
    const liveBefore = (this.liveBits[i >> 3]! & bit) !== 0;
    if (via === 'live') this.liveBits[i >> 3]! |= bit;
    if (this.bits[i >> 3]! & bit) {
      if (via === 'live' && liveBefore) this.liveDuplicates++;
      else this.catchUpOverlap++;
      return false;
    }
    this.bits[i >> 3]! |= bit;
    this.held++;
    this.o.hooks?.first?.(this, m, via, Date.now());
    return true;
  }

  private live(m: ChatMessage) {
    if (typeof m.seq === 'number') {
      if (this.synced) this.lastSeq = Math.max(this.lastSeq, m.seq);
      else this.liveMax = Math.max(this.liveMax, m.seq);
    }
    this.hold(m, 'live');
  }

  private caughtUp(m: ChatMessage) {
    if (typeof m.seq === 'number' && m.seq > this.lastSeq) this.lastSeq = m.seq;
    this.hold(m, 'catchUp');
  }

  private async request<A>(event: string, payload: object): Promise<A> {
    return (await this.socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload)) as A;
  }

  /** Joins and pages through what was missed, as the transport does; asks again while connected. */
  private async join(gen: number) {
    this.synced = false;
    this.liveMax = -1;
    const roomId = this.o.roomId;
    for (let attempt = 0; gen === this.generation && !this.closed; attempt++) {
      try {
        const sinceSeq = this.o.catchUp === false && this.joinedAt !== null ? -1 : this.lastSeq;
        const ack = await this.request<
          { ok: true; viewers: number; missed: ChatMessage[]; more: boolean } | { ok: false; msg: string }
        >(CHAT_EVENTS.join, { roomId, sinceSeq });
        if (!ack.ok) this.joinRefusals++;
        else {
          if (gen !== this.generation) return;
          this.joinedAt ??= Date.now();
          this.setCount(ack.viewers);
          ack.missed.forEach((m) => this.caughtUp(m));
          let more = ack.more;
          while (more && gen === this.generation && !this.closed) {
            const page = await this.request<
              { ok: true; missed: ChatMessage[]; more: boolean } | { ok: false; msg: string }
            >(CHAT_EVENTS.history, { roomId, sinceSeq: this.lastSeq });
            if (!page.ok || gen !== this.generation) throw new Error('history');
            page.missed.forEach((m) => this.caughtUp(m));
            more = page.more;
          }
          if (gen !== this.generation || this.closed) return;
          this.synced = true;
          this.lastSeq = Math.max(this.lastSeq, this.liveMax);
          this.syncs.push(Date.now());
          return;
        }
      } catch {
        this.joinTimeouts++;
      }
      if (!this.socket.connected) return; // the next connection joins again
      await sleep(Math.min(500 * 2 ** attempt, 5000));
    }
  }

  /**
   * Sends with one client id until acknowledged (the server records it once), pausing between
   * attempts and while disconnected, as the transport does; false when `until()` says to give up.
   */
  async send(id: string, content: string, until: () => boolean): Promise<boolean> {
    for (let attempt = 0; !this.closed && !until(); attempt++) {
      if (!this.socket.connected) {
        await sleep(200);
        continue;
      }
      try {
        const ack = await this.request<{ ok: boolean; msg?: string; retryInMs?: number }>(CHAT_EVENTS.send, {
          id,
          roomId: this.o.roomId,
          content,
          ...(attempt > 0 ? { queued: true } : {}),
        });
        if (ack.ok) return true;
        this.sendRefusals++;
        await sleep(Math.min(Math.max(ack.retryInMs ?? 1000, 100), 10_000));
      } catch {
        this.sendTimeouts++;
        await sleep(Math.min(500 * 2 ** attempt, 5000));
      }
    }
    return false;
  }

  close() {
    this.closed = true;
    this.socket.disconnect();
  }
}
