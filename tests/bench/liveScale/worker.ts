/**
 * One load-generator process of the live-scale bench (../live-scale.bench.ts forks several, so the
 * sockets are not driven by one event loop). It holds its share of the viewers (tests/engines/chatViewer.ts)
 * and answers the bench's commands over the IPC channel: each request `{rid, cmd, …}` gets one reply
 * `{rid, …}`. Times are epoch ms: every process of the bench reads the same machine clock.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ChatMessage } from '../../../src/schemas/liveRoom';
import { ChatViewer, type Via } from '../../engines/chatViewer';
import { newHistogram, record, sparse, type Sparse } from './histogram';

export interface ViewerPlan {
  /** The viewer's number in the whole bench: its place in the arrival order. */
  g: number;
  urlIndex: number;
  token: string | null;
}

export type Command =
  | { cmd: 'init'; urls: string[]; roomId: number; baseSeq: number; prefix: string }
  | { cmd: 'join'; viewers: ViewerPlan[]; t0: number; windowMs: number; total: number }
  | { cmd: 'status'; truth: number; remainingOnly?: boolean }
  | { cmd: 'countEvents' }
  | { cmd: 'phase'; name: string }
  | { cmd: 'send'; until: number; intervalMs: number }
  | { cmd: 'kill'; at: number }
  | { cmd: 'verify'; seqs: number[] }
  | { cmd: 'leave'; t0: number; windowMs: number }
  | { cmd: 'report' }
  | { cmd: 'close' };

export interface Status {
  created: number;
  joined: number;
  lastJoinAt: number;
  joinRefusals: number;
  joinTimeouts: number;
  connectErrors: number;
  connected: number;
  synced: number;
  atTruth: number;
  open: number;
  lastCountAt: number;
}

export interface Report {
  latency: Record<string, Sparse>;
  /** For each viewer that lost its connection after the kill: ms from the kill to its next connect / its completed catch-up. */
  reconnectMs: number[];
  resyncMs: number[];
  /** ms from the kill to its first reconnection attempt, and from losing its connection to that attempt (the backoff's wait). */
  firstAttemptMs: number[];
  waitMs: number[];
  stillDisconnected: number;
  movedViewers: number;
  sends: { sent: number; acked: number; skippedDisconnected: number; refusals: number; timeouts: number };
  cpuMs: number;
  rssBytes: number;
  loop: Record<string, { p99Ms: number; maxMs: number }>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const send = (m: object) => process.send!(m);

let urls: string[] = [];
let roomId = 1;
let baseSeq = 0;
let prefix = '';
const viewers: ChatViewer[] = [];
let phase = 'idle';
let killAt = Infinity;
const latency = new Map<string, Uint32Array>();
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const loops: Report['loop'] = {};
const sends = { sent: 0, acked: 0, skippedDisconnected: 0, refusals: 0, timeouts: 0 };

const sentAt = (id: string) => Number(id.split('-')[1]);
const movedSinceKill = (v: ChatViewer) => v.disconnects.some((t) => t >= killAt);

function first(v: ChatViewer, m: ChatMessage, via: Via, at: number) {
  if (!m.id.startsWith(prefix)) return;
  const kind =
    phase === 'kill' ? (movedSinceKill(v) ? `moved-${via}` : `survivor-${via}`) : `${phase}-${via}`;
  const histogram = (k: string) => {
    let h = latency.get(k);
    if (!h) latency.set(k, (h = newHistogram()));
    return h;
  };
  record(histogram(kind), at - sentAt(m.id));
  // From the server's record: without the time a sender whose process died spent reconnecting.
  record(histogram(`${kind}-fromRecord`), at - m.createTime);
}

function status(truth: number): Status {
  const s: Status = {
    created: viewers.length,
    joined: 0,
    lastJoinAt: 0,
    joinRefusals: 0,
    joinTimeouts: 0,
    connectErrors: 0,
    connected: 0,
    synced: 0,
    atTruth: 0,
    open: 0,
    lastCountAt: 0,
  };
  for (const v of viewers) {
    s.joinRefusals += v.joinRefusals;
    s.joinTimeouts += v.joinTimeouts;
    s.connectErrors += v.connectErrors;
    if (v.joinedAt !== null) {
      s.joined++;
      s.lastJoinAt = Math.max(s.lastJoinAt, v.joinedAt);
    }
    if (v.closed) continue;
    s.open++;
    if (v.connected) s.connected++;
    if (v.isSynced) s.synced++;
    if (v.count === truth) s.atTruth++;
    s.lastCountAt = Math.max(s.lastCountAt, v.countAt);
  }
  return s;
}

async function sender(v: ChatViewer, n: number, until: number, intervalMs: number) {
  const pending: Promise<unknown>[] = [];
  await sleep(Math.random() * intervalMs);
  for (let k = 0; Date.now() < until; k++) {
    // A person whose page shows 重连中 does not type into it: the tick is skipped, not queued.
    if (!v.isSynced) sends.skippedDisconnected++;
    else {
      const id = `${prefix}-${Date.now()}-${process.pid}-${n}-${k}`;
      sends.sent++;
      pending.push(
        v.send(id, `第${k}条 压测`, () => Date.now() > until + 60_000).then((ok) => ok && sends.acked++),
      );
    }
    await sleep(intervalMs * (0.9 + Math.random() * 0.2));
  }
  await Promise.all(pending);
}

async function handle(c: Command): Promise<object> {
  switch (c.cmd) {
    case 'init':
      ({ urls, roomId, baseSeq, prefix } = c);
      return {};
    case 'join':
      void (async () => {
        for (const p of c.viewers) {
          const wait = c.t0 + (p.g * c.windowMs) / c.total - Date.now();
          if (wait > 0) await sleep(wait);
          viewers.push(
            new ChatViewer({
              urls,
              urlIndex: p.urlIndex,
              roomId,
              token: p.token,
              baseSeq: () => baseSeq,
              hooks: { first },
            }),
          );
        }
      })();
      return {};
    case 'status':
      return status(c.truth);
    case 'countEvents': {
      const open = viewers.filter((v) => !v.closed);
      const events = open.map((v) => v.countEvents);
      open.forEach((v) => (v.countEvents = 0));
      return { events };
    }
    case 'phase':
      loops[phase] = { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 };
      loop.reset();
      phase = c.name;
      return {};
    case 'send': {
      const senders = viewers.filter((v, i) => !v.closed && tokens[i]);
      await Promise.all(senders.map((v, n) => sender(v, n, c.until, c.intervalMs)));
      for (const v of senders) {
        sends.refusals += v.sendRefusals;
        sends.timeouts += v.sendTimeouts;
        v.sendRefusals = v.sendTimeouts = 0;
      }
      return { ...sends };
    }
    case 'kill':
      killAt = c.at;
      return {};
    case 'verify': {
      let missing = 0;
      let missingMoved = 0;
      let viewersMissing = 0;
      let liveDuplicates = 0;
      let catchUpOverlap = 0;
      for (const v of viewers) {
        if (v.closed) continue;
        let m = 0;
        for (const seq of c.seqs) if (!v.has(seq)) m++;
        missing += m;
        if (movedSinceKill(v)) missingMoved += m;
        if (m) viewersMissing++;
        liveDuplicates += v.liveDuplicates;
        catchUpOverlap += v.catchUpOverlap;
      }
      return { missing, missingMoved, viewersMissing, liveDuplicates, catchUpOverlap };
    }
    case 'leave': {
      let last = 0;
      const leaving = viewers.map((v, i) => ({ v, i })).filter(({ v, i }) => !v.closed && !tokens[i]);
      for (const [k, { v }] of leaving.entries()) {
        const wait = c.t0 + (k * c.windowMs) / leaving.length - Date.now();
        if (wait > 0) await sleep(wait);
        v.close();
        last = Date.now();
      }
      return { lastLeaveAt: last, left: leaving.length };
    }
    case 'report': {
      loops[phase] = { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 };
      const moved = viewers.filter(movedSinceKill);
      const after = (ts: number[]) => ts.find((t) => t >= killAt);
      const reconnectMs = moved.flatMap((v) => {
        const t = after(v.connects);
        return t === undefined ? [] : [t - killAt];
      });
      const resyncMs = moved.flatMap((v) => {
        const t = after(v.syncs);
        return t === undefined ? [] : [t - killAt];
      });
      const waitMs = moved.flatMap((v) => {
        const a = after(v.attempts);
        const d = after(v.disconnects);
        return a === undefined || d === undefined ? [] : [a - d];
      });
      const firstAttemptMs = moved.flatMap((v) => {
        const t = after(v.attempts);
        return t === undefined ? [] : [t - killAt];
      });
      const cpu = process.cpuUsage();
      const report: Report = {
        latency: Object.fromEntries([...latency].map(([k, h]) => [k, sparse(h)])),
        reconnectMs,
        resyncMs,
        firstAttemptMs,
        waitMs,
        stillDisconnected: moved.filter((v) => !v.connected).length,
        movedViewers: moved.length,
        sends,
        cpuMs: (cpu.user + cpu.system) / 1000,
        rssBytes: process.memoryUsage.rss(),
        loop: loops,
      };
      return report;
    }
    case 'close':
      viewers.forEach((v) => v.close());
      setTimeout(() => process.exit(0), 200);
      return {};
  }
}

/** Which viewers were given a session token (the senders), by their place in `viewers`. */
const tokens: boolean[] = [];
process.on('message', (raw: Command & { rid: number }) => {
  if (raw.cmd === 'join') for (const p of raw.viewers) tokens.push(p.token !== null);
  handle(raw).then(
    (r) => send({ rid: raw.rid, ...r }),
    (e: unknown) => send({ rid: raw.rid, error: String(e) }),
  );
});
