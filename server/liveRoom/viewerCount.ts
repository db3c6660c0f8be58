import { randomUUID } from 'node:crypto';

/** A room's sockets hear its viewer count at most this often (and only when it changed). */
export const VIEWERS_EMIT_MS = 1000;
/** How often the rooms are looked at: a change reaches the room within VIEWERS_EMIT_MS + this. */
export const VIEWERS_TICK_MS = 250;
/** A process tells the others its counts at least this often (at once on the next tick after a change). */
export const VIEWERS_HEARTBEAT_MS = 500;
/** A process not heard from this long is gone (killed with SIGKILL): its viewers leave the sum. */
export const VIEWERS_EXPIRE_MS = 1500;
/**
 * For this long after a process went away (or after this one started), as many of its viewers as it had
 * may come back into a full room (decision 0075): they were admitted before.
 */
export const REJOIN_GRACE_MS = 60_000;

/** What one process tells the others (through the Redis adapter's serverSideEmit): all its counts. */
export interface ViewerSync {
  from: string;
  /** `[roomId, sockets in the room on this process]`, rooms with none left out. */
  counts: [number, number][];
  /** The process is shutting down: forget it now rather than after VIEWERS_EXPIRE_MS. */
  bye?: true;
}

/** The other processes of the cluster; absent: this process is alone (no REDIS_URL). */
export interface ViewerCluster {
  send(m: ViewerSync): void;
  onReceive(handler: (m: unknown) => void): void;
}

export interface ViewerCountOptions {
  /** The server clock (ctx.now). */
  now: () => number;
  /** Tells the room's sockets on this process its new total. */
  publish: (roomId: number, total: number) => void;
  cluster?: ViewerCluster | null;
  /** Runs `fn` every `ms` until the returned function is called (default: setInterval). */
  every?: (ms: number, fn: () => void) => () => void;
  processId?: string;
}

export interface ViewerCount {
  /** A socket entered the room on this process. */
  join(roomId: number): void;
  /** A socket left the room on this process (left it, switched room or disconnected). */
  leave(roomId: number): void;
  /** Sockets in the room on this process. */
  local(roomId: number): number;
  /** Sockets in the room on every process (this one's counts and the others' last word). O(processes). */
  total(roomId: number): number;
  /**
   * A client that says it was admitted before comes back: true (and counted) while the room has places
   * left by a process that went away in the last REJOIN_GRACE_MS, or in that long after this process
   * started (a restart: who was in the room before is not known here); false otherwise.
   */
  takeReturn(roomId: number): boolean;
  /** One round: forget silent processes, tell the others, tell the rooms whose total changed. */
  tick(): void;
  /** Stops the timer and tells the others this process is gone. */
  close(): void;
}

const defaultEvery = (ms: number, fn: () => void) => {
  const h = setInterval(fn, ms);
  h.unref();
  return () => clearInterval(h);
};

const isSync = (m: unknown): m is ViewerSync => {
  if (typeof m !== 'object' || m === null) return false;
  const { from, counts } = m as Partial<ViewerSync>;
  return (
    typeof from === 'string' &&
    Array.isArray(counts) &&
    counts.every(
      (c) => Array.isArray(c) && c.length === 2 && Number.isSafeInteger(c[0]) && Number.isSafeInteger(c[1]),
    )
  );
};

/**
 * The live rooms' viewer counts, O(1) per join and leave (decision 0073): each process counts the
 * sockets in its rooms; processes tell each other their counts (on change, and every
 * VIEWERS_HEARTBEAT_MS as a heartbeat) and a room's total is this process's count plus the others'
 * last word; a process silent for VIEWERS_EXPIRE_MS drops out of the sum. A room's sockets hear the
 * total at most once per VIEWERS_EMIT_MS and only when it changed, each process telling its own
 * sockets. Without a cluster the same works on the local counts alone.
 */
export function createViewerCount(opts: ViewerCountOptions): ViewerCount {
  const { now, publish, cluster = null } = opts;
  const self = opts.processId ?? randomUUID();
  const counts = new Map<number, number>();
  const peers = new Map<string, { counts: Map<number, number>; seenAt: number }>();
  /** What each room with sockets here was last told, and when. */
  const told = new Map<number, { total: number; at: number }>();
  let changed = false;
  let sentAt = -Infinity;
  const startedAt = now();
  /** Per room, the viewers of processes that went away and when (oldest first), less those back already. */
  const displaced = new Map<number, { n: number; at: number }[]>();
  const wentAway = (peer: { counts: Map<number, number> }) => {
    const at = now();
    for (const [roomId, n] of peer.counts) {
      const list = displaced.get(roomId) ?? [];
      list.push({ n, at });
      displaced.set(roomId, list);
    }
  };
  const within = (at: number) => {
    const t = now();
    return t >= at && t - at < REJOIN_GRACE_MS;
  };

  const snapshot = (): [number, number][] => [...counts].filter(([, n]) => n > 0);

  cluster?.onReceive((m) => {
    if (!isSync(m) || m.from === self) return;
    if (m.bye) {
      const peer = peers.get(m.from);
      if (peer) wentAway(peer);
      peers.delete(m.from);
    } else peers.set(m.from, { counts: new Map(m.counts), seenAt: now() });
  });

  const viewers: ViewerCount = {
    join(roomId) {
      counts.set(roomId, (counts.get(roomId) ?? 0) + 1);
      changed = true;
    },
    leave(roomId) {
      const n = (counts.get(roomId) ?? 0) - 1;
      if (n > 0) counts.set(roomId, n);
      else counts.delete(roomId);
      changed = true;
    },
    local: (roomId) => counts.get(roomId) ?? 0,
    total(roomId) {
      let sum = counts.get(roomId) ?? 0;
      for (const p of peers.values()) sum += p.counts.get(roomId) ?? 0;
      return sum;
    },
    takeReturn(roomId) {
      const list = (displaced.get(roomId) ?? []).filter((d) => within(d.at) && d.n > 0);
      if (list.length === 0) displaced.delete(roomId);
      else displaced.set(roomId, list);
      const place = list.at(-1);
      if (place) place.n--;
      return place !== undefined || within(startedAt);
    },
    tick() {
      const t = now();
      // A clock moved back (a test clock reset) counts as time gone by, never as a reason to wait.
      const since = (at: number) => (t < at ? Infinity : t - at);
      for (const [id, p] of peers)
        if (since(p.seenAt) >= VIEWERS_EXPIRE_MS) {
          wentAway(p);
          peers.delete(id);
        }
      if (cluster && (changed || since(sentAt) >= VIEWERS_HEARTBEAT_MS)) {
        cluster.send({ from: self, counts: snapshot() });
        sentAt = t;
      }
      changed = false;
      for (const roomId of told.keys()) if (!counts.has(roomId)) told.delete(roomId);
      for (const roomId of counts.keys()) {
        const total = viewers.total(roomId);
        const last = told.get(roomId);
        if (last && (last.total === total || since(last.at) < VIEWERS_EMIT_MS)) continue;
        told.set(roomId, { total, at: t });
        publish(roomId, total);
      }
    },
    close() {
      stop();
      cluster?.send({ from: self, counts: [], bye: true });
    },
  };
  const stop = (opts.every ?? defaultEvery)(VIEWERS_TICK_MS, () => viewers.tick());
  return viewers;
}
