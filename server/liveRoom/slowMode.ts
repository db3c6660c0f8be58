import type { Server } from 'socket.io';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import { nextSlowState, SLOW_MODE_WINDOW_MS, SLOW_OFF, type SlowState } from '../../domain/slowMode';
import { liveRoomMsg } from '../../src/text/liveRoom';
import { retrySeconds } from './rateLimit';

/** The room's threshold (messages per second, 0 = never) and the per-user interval in slow mode. */
export interface SlowModeSettings {
  rate: number;
  seconds: number;
}

export type SlowVerdict = { ok: true } | { ok: false; retryInMs: number; msg: string };

/** What a process tells the others once a second: per room, the messages it accepted since its last report. */
export type RateReport = [roomId: number, count: number][];

/** The server-to-server event (the adapter's serverSideEmit) that carries a RateReport. */
export const RATE_REPORT = 'chat.rate';

export interface SlowMode {
  /** The room's interval now: N seconds per user, 0 when not in slow mode. */
  seconds(roomId: number): number;
  /** May `uid` send in `roomId` now? Spends nothing. */
  check(roomId: number, uid: number): SlowVerdict;
  /** A message of `uid` was recorded: counts towards the room's rate and starts the user's interval. */
  accepted(roomId: number, uid: number): void;
  /** Another process's report. */
  received(report: RateReport): void;
  /** Once a second: sends this process's counts, looks at every room again (slow mode ends without a message), forgets the old. */
  tick(): void;
}

interface Room {
  /** Accepted messages per second (key: the second), this process's and those other processes reported. */
  counts: Map<number, number>;
  state: SlowState;
  /** uid → when their last message was accepted (ms). */
  last: Map<number, number>;
  /** Accepted here since the last report. */
  unreported: number;
}

const WINDOW_SECONDS = SLOW_MODE_WINDOW_MS / 1000;

/**
 * Slow mode of the live rooms (issue 33, decision 0075). The rate is the room's, not the process's: each
 * process counts the messages it accepted and, once a second, reports them to the others (`share`, the
 * adapter's serverSideEmit); each process adds what it hears to its own window and decides by the same
 * rule (domain/slowMode.ts), telling its own sockets when the mode changes (`notify`). The per-user
 * interval is kept per process, like the rate limit. Time is `now` (ctx.now), so tests move it.
 */
export function createSlowMode(deps: {
  now: () => number;
  settings: SlowModeSettings;
  notify: (roomId: number, slowSeconds: number) => void;
  share: ((report: RateReport) => void) | null;
}): SlowMode {
  const { now, settings } = deps;
  const rooms = new Map<number, Room>();
  const intervalMs = settings.seconds * 1000;

  const roomOf = (roomId: number): Room => {
    let r = rooms.get(roomId);
    if (!r) {
      r = { counts: new Map(), state: SLOW_OFF, last: new Map(), unreported: 0 };
      rooms.set(roomId, r);
    }
    return r;
  };
  const second = (t: number) => Math.floor(t / 1000);
  const count = (r: Room, n: number) => {
    const s = second(now());
    r.counts.set(s, (r.counts.get(s) ?? 0) + n);
  };
  const rate = (r: Room, t: number) => {
    const from = second(t) - WINDOW_SECONDS;
    let sum = 0;
    for (const [s, n] of r.counts) if (s > from) sum += n;
    return sum / WINDOW_SECONDS;
  };
  /** The room's state now; tells the room's sockets here when it changed. */
  const evaluate = (roomId: number, r: Room) => {
    const t = now();
    const next = nextSlowState(r.state, rate(r, t), settings.rate, t);
    const changed = next.on !== r.state.on;
    r.state = next;
    if (changed) deps.notify(roomId, next.on ? settings.seconds : 0);
  };

  return {
    seconds(roomId) {
      const r = rooms.get(roomId);
      if (!r) return 0;
      evaluate(roomId, r);
      return r.state.on ? settings.seconds : 0;
    },
    check(roomId, uid) {
      const r = rooms.get(roomId);
      if (!r) return { ok: true };
      evaluate(roomId, r);
      const last = r.last.get(uid);
      if (!r.state.on || last === undefined) return { ok: true };
      const retryInMs = last + intervalMs - now();
      if (retryInMs <= 0) return { ok: true };
      return { ok: false, retryInMs, msg: liveRoomMsg.slowModeWait(retrySeconds(retryInMs)) };
    },
    accepted(roomId, uid) {
      const r = roomOf(roomId);
      count(r, 1);
      r.unreported++;
      r.last.set(uid, now());
      evaluate(roomId, r);
    },
    received(report) {
      for (const [roomId, n] of report) {
        const r = roomOf(roomId);
        count(r, n);
        evaluate(roomId, r);
      }
    },
    tick() {
      const report: RateReport = [];
      const t = now();
      for (const [roomId, r] of rooms) {
        if (r.unreported > 0) report.push([roomId, r.unreported]);
        r.unreported = 0;
        evaluate(roomId, r);
        for (const s of r.counts.keys()) if (s <= second(t) - WINDOW_SECONDS) r.counts.delete(s);
        for (const [uid, at] of r.last) if (t - at >= intervalMs) r.last.delete(uid);
        if (!r.state.on && r.counts.size === 0 && r.last.size === 0) rooms.delete(roomId);
      }
      if (report.length > 0) deps.share?.(report);
    },
  };
}

/** A report from another process, read defensively: pairs of whole numbers, anything else dropped. */
export const readReport = (raw: unknown): RateReport =>
  Array.isArray(raw)
    ? raw.filter(
        (p): p is [number, number] =>
          Array.isArray(p) && p.length === 2 && p.every((n) => Number.isSafeInteger(n) && n > 0),
      )
    : [];

/**
 * Slow mode on a socket.io server: the mode event to the room's sockets on this process, the reports
 * through the adapter when several processes share it (`shared`: the Redis adapter; the in-memory one
 * has no serverSideEmit), and the tick every `tickMs`.
 */
export function attachSlowMode(
  io: Server,
  o: {
    now: () => number;
    settings: SlowModeSettings;
    shared: boolean;
    room: (id: number) => string;
    tickMs?: number;
  },
): SlowMode & { close(): void } {
  const slow = createSlowMode({
    now: o.now,
    settings: o.settings,
    notify: (roomId, slowSeconds) =>
      io.local.to(o.room(roomId)).emit(CHAT_EVENTS.mode, { roomId: String(roomId), slowSeconds }),
    share: o.shared ? (report) => io.serverSideEmit(RATE_REPORT, report) : null,
  });
  if (o.shared) io.on(RATE_REPORT, (raw: unknown) => slow.received(readReport(raw)));
  const timer = setInterval(() => slow.tick(), o.tickMs ?? 1000);
  timer.unref();
  return { ...slow, close: () => clearInterval(timer) };
}
