/**
 * Live-scale benchmark (issue 33): one live room with V viewers over K server processes on one
 * PostgreSQL and one Redis. Measures, does not assert; writes tests/bench/results/live-scale.{json,md}
 * with every figure beside the issue's target (liveScale/results.ts).
 *
 * `npm run bench -- live-scale` runs itself again under scripts/engines.mjs (a throwaway PostgreSQL and
 * Redis, as `npm run test:engines` has them) unless TEST_DATABASE_URL and TEST_REDIS_URL are set already.
 * The servers are tests/engines/serverProcess.ts's real processes (REDIS_URL set: the socket.io Redis
 * adapter); the viewers (tests/engines/chatViewer.ts) live in W forked generator processes
 * (liveScale/worker.ts). CPU and memory are read from /proc (liveScale/procStats.ts), so the server runs
 * unchanged. Phases:
 *
 * 1. join storm: V viewers connect and join room 1, spread evenly over V / 167 s (the issue's 10,000 in
 *    60 s), round-robin over the processes; then until every viewer's count (人在线) equals V.
 * 2. chat: the first S (100) viewers hold sessions and send R (20) messages a second in all for C s;
 *    every viewer must then hold every message recorded (compared by seq with PostgreSQL's live_talks).
 * 3. kill -9: the same chat; 5 s in, the last process is killed with SIGKILL. Its viewers reconnect with
 *    socket.io-client's backoff and jitter, each attempt to the next url of the list (a load balancer in
 *    front: the harness holds the list rather than a proxy in the middle, which on 2 cores would be one
 *    more event loop carrying every frame), re-join with sinceSeq and page through what they missed.
 * 4. departure storm: all but the senders leave within V / 1,000 s (10,000 in 10 s); the senders' count
 *    must converge to S.
 *
 * Knobs (env): LIVE_SCALE_VIEWERS (10000), LIVE_SCALE_PROCESSES (2), LIVE_SCALE_WORKERS (4),
 * LIVE_SCALE_SENDERS (100), LIVE_SCALE_RATE (20 messages/s in all), LIVE_SCALE_CHAT_SECONDS (20),
 * LIVE_SCALE_KILL_SECONDS (25: the kill 5 s in), LIVE_SCALE_JOIN_SECONDS (V / 167), LIVE_SCALE_SETTLE_SECONDS
 * (how long to wait for counts and catch-ups to settle, 120).
 */
import { spawnSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverEnv, startServer, type ServerProcess } from '../engines/serverProcess';
import { engineGroup, machineCpu, sampleGroup, sampleProcess, type ProcSample } from './liveScale/procStats';
import { writeResults, type LiveScaleResult, type PhaseUsage } from './liveScale/results';
import type { Command, Report, Status, ViewerPlan } from './liveScale/worker';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const V = env('LIVE_SCALE_VIEWERS', 10_000);
const K = env('LIVE_SCALE_PROCESSES', 2);
const W = env('LIVE_SCALE_WORKERS', 4);
const S = Math.min(V, env('LIVE_SCALE_SENDERS', 100));
const RATE = env('LIVE_SCALE_RATE', 20);
const CHAT_S = env('LIVE_SCALE_CHAT_SECONDS', 20);
const KILL_S = env('LIVE_SCALE_KILL_SECONDS', 25);
const KILL_AFTER_S = 5;
const JOIN_S = env('LIVE_SCALE_JOIN_SECONDS', Math.max(3, Math.round(V / (10_000 / 60))));
const LEAVE_S = Math.max(2, Math.round(V / 1000));
const SETTLE_S = env('LIVE_SCALE_SETTLE_SECONDS', 120);
const ROOM = 1;
/** A server above this RSS is stopped and the run cut short: the machine is shared (LIVE_SCALE_MAX_RSS_MB). */
const MAX_RSS_MB = env('LIVE_SCALE_MAX_RSS_MB', 6000);
/** Why the run was cut short, if it was: every wait below ends at once then. */
let aborted: string | null = null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (m: string) => console.log(`[live-scale ${new Date().toISOString().slice(11, 19)}] ${m}`);

interface Worker {
  child: ChildProcess;
  call<T>(c: Command): Promise<T>;
}

function forkWorker(): Worker {
  const child = fork(fileURLToPath(new URL('./liveScale/worker.ts', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let rid = 0;
  const waiting = new Map<number, (m: Record<string, unknown>) => void>();
  child.on('message', (m: { rid: number }) => {
    waiting.get(m.rid)?.(m as unknown as Record<string, unknown>);
    waiting.delete(m.rid);
  });
  return {
    child,
    call: <T>(c: Command) =>
      new Promise<T>((resolve, reject) => {
        const id = ++rid;
        waiting.set(id, (m) => (m.error ? reject(new Error(String(m.error))) : resolve(m as T)));
        child.send({ ...c, rid: id });
      }),
  };
}

/** CPU and peak RSS of every server process and generator, and the machine's busy share, per phase. */
function usageMeter(servers: ServerProcess[], workers: Worker[], engines: number[]) {
  const cores = availableParallelism();
  // A process killed keeps the CPU it had used: its group's last sample stands in for it.
  const lastGroup: ProcSample[][] = servers.map(() => []);
  const sample = () => ({
    at: Date.now(),
    machine: machineCpu(),
    servers: servers.map((s, i) => {
      const g = sampleGroup(s.pgid);
      return g.length ? (lastGroup[i] = g) : lastGroup[i]!.map((p) => ({ ...p, rssBytes: 0 }));
    }),
    workers: workers.map((w) => sampleProcess(w.child.pid!)),
    engines: engines.map((g) => sampleGroup(g)),
  });
  let start = sample();
  const peaks = { servers: servers.map(() => 0), workers: workers.map(() => 0) };
  const tick = () => {
    const s = sample();
    s.servers.forEach(
      (g, i) => (peaks.servers[i] = Math.max(peaks.servers[i]!, ...g.map((p) => p.rssBytes))),
    );
    s.workers.forEach((p, i) => (peaks.workers[i] = Math.max(peaks.workers[i]!, p?.rssBytes ?? 0)));
    const over = peaks.servers.findIndex((b) => b > MAX_RSS_MB * 1048576);
    if (over >= 0 && !aborted) {
      aborted = `server process ${over + 1} above ${MAX_RSS_MB} MB RSS: all stopped`;
      log(aborted);
      servers.forEach((p) => void p.crash());
    }
  };
  const timer = setInterval(tick, 1000);
  const cpu = (g: { cpuMs: number }[]) => g.reduce((a, p) => a + p.cpuMs, 0);
  return {
    /** Closes the phase begun by the last call and begins the next. */
    phase(): PhaseUsage {
      tick();
      const end = sample();
      const seconds = (end.at - start.at) / 1000;
      const pct = (ms: number) => Math.round(ms / seconds / 10);
      const serverCpu = servers.map((_, i) => pct(cpu(end.servers[i]!) - cpu(start.servers[i]!)));
      const generatorCpu = workers.map((_, i) =>
        pct((end.workers[i]?.cpuMs ?? 0) - (start.workers[i]?.cpuMs ?? 0)),
      );
      const engineCpu = engines.map((_, i) => pct(cpu(end.engines[i]!) - cpu(start.engines[i]!)));
      const busy = (end.machine.busy - start.machine.busy) / (end.machine.total - start.machine.total);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const usage: PhaseUsage = {
        seconds: Math.round(seconds * 10) / 10,
        loadAverage: Math.round(loadavg()[0]! * 10) / 10,
        postgresCpuPct: engineCpu[0] ?? null,
        redisCpuPct: engineCpu[1] ?? null,
        restOfMachinePct: Math.max(
          0,
          Math.round(busy * cores * 100) - sum(serverCpu) - sum(generatorCpu) - sum(engineCpu),
        ),
        machineBusyPct: Math.round(busy * 100),
        servers: servers.map((_, i) => ({
          cpuPct: serverCpu[i]!,
          peakRssMB: Math.round(peaks.servers[i]! / 1048576),
        })),
        generators: workers.map((_, i) => ({
          cpuPct: generatorCpu[i]!,
          peakRssMB: Math.round(peaks.workers[i]! / 1048576),
        })),
      };
      start = end;
      peaks.servers.fill(0);
      peaks.workers.fill(0);
      return usage;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The warnings and errors in the tail of a server's log (its last 64 kB: a lower bound), by message with
 * digits folded, e.g. "chat: viewers of room 1: Error: timeout reached while waiting for fetchSockets response".
 */
function warningsIn(log: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of log.split('\n')) {
    let entry: { level?: number; msg?: string };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < 40 || !entry.msg) continue;
    const key = entry.msg.replace(/\d+/g, 'N').slice(0, 160);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

async function pollUntil<T>(what: string, ms: number, probe: () => Promise<T>, done: (t: T) => boolean) {
  const deadline = Date.now() + ms;
  let last = await probe();
  while (!done(last) && Date.now() < deadline && !aborted) {
    await sleep(500);
    last = await probe();
  }
  if (!done(last)) log(`${what}: not reached within ${ms / 1000} s`);
  return { last, reached: done(last) };
}

export default async function liveScaleBench() {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  if (!databaseUrl || !redisUrl) {
    // PostgreSQL and Redis as `npm run test:engines` starts them: this bench again, inside engines.mjs.
    const r = spawnSync(process.execPath, ['scripts/engines.mjs', 'tsx tests/bench/run.ts live-scale'], {
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error(`live-scale under scripts/engines.mjs: exit ${r.status}`);
    return;
  }
  const startedAt = new Date().toISOString();
  log(`${V} viewers, ${K} processes, ${W} generator processes, ${S} senders at ${RATE}/s`);
  const env = serverEnv({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl });
  // One first (it migrates and seeds), then the others together: all at once on two busy cores can take
  // longer than Fastify's plugin timeout.
  const servers = [await startServer(env)];
  const started = await Promise.allSettled(Array.from({ length: K - 1 }, () => startServer(env)));
  servers.push(...started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  const urls = servers.map((s) => s.url);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const seqsAfter = async (base: number) =>
    (
      await db.query<{ id: string }>('SELECT id FROM live_talks WHERE room_id = $1 AND id > $2 ORDER BY id', [
        ROOM,
        base,
      ])
    ).rows.map((r) => Number(r.id));
  const baseSeq = Number(
    (await db.query<{ m: string | null }>('SELECT max(id) AS m FROM live_talks')).rows[0]!.m ?? 0,
  );

  const tokens: string[] = [];
  while (tokens.length < S) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, S - tokens.length) }, async () => {
        const r = await fetch(`${urls[0]}/api/__test/liveRoom/user`, { method: 'POST' });
        return ((await r.json()) as { data: { token: string } }).data.token;
      }),
    );
    tokens.push(...batch);
  }

  const workers = Array.from({ length: W }, forkWorker);
  const all = <T>(c: Command) => Promise.all(workers.map((w) => w.call<T>(c)));
  const prefix = `ls${randomBytes(3).toString('hex')}`;
  await all({ cmd: 'init', urls, roomId: ROOM, baseSeq, prefix });
  const engines = [
    engineGroup('postgres', Number(new URL(databaseUrl).port)),
    engineGroup('redis-server', Number(new URL(redisUrl).port)),
  ].flatMap((g) => (g === null ? [] : [g]));
  const meter = usageMeter(servers, workers, engines);
  const usage: Record<string, PhaseUsage> = {};
  await sleep(2000);
  usage.idle = meter.phase();

  const status = async (truth: number) => {
    const ss = await all<Status>({ cmd: 'status', truth });
    const sum = (k: keyof Status) => ss.reduce((a, s) => a + s[k], 0);
    const max = (k: keyof Status) => Math.max(...ss.map((s) => s[k]));
    return {
      joined: sum('joined'),
      lastJoinAt: max('lastJoinAt'),
      joinRefusals: sum('joinRefusals'),
      joinTimeouts: sum('joinTimeouts'),
      connectErrors: sum('connectErrors'),
      connected: sum('connected'),
      synced: sum('synced'),
      atTruth: sum('atTruth'),
      open: sum('open'),
      lastCountAt: max('lastCountAt'),
    };
  };
  const countEvents = async () =>
    (await all<{ events: number[] }>({ cmd: 'countEvents' })).flatMap((r) => r.events);
  const convergence = async (truth: number, lastChangeAt: number) => {
    const r = await pollUntil(
      `count ${truth}`,
      SETTLE_S * 1000,
      () => status(truth),
      (s) => s.atTruth === s.open,
    );
    return {
      truth,
      converged: r.reached,
      viewersAtTruth: r.last.atTruth,
      viewers: r.last.open,
      afterLastChangeMs: r.reached ? Math.max(0, r.last.lastCountAt - lastChangeAt) : null,
    };
  };

  // ---- 1. join storm ---------------------------------------------------------------------------
  await all({ cmd: 'phase', name: 'join' });
  const t0 = Date.now() + 500;
  const plans: ViewerPlan[][] = workers.map(() => []);
  for (let g = 0; g < V; g++)
    plans[g % W]!.push({ g, urlIndex: Math.floor(g / W) % K, token: g < S ? tokens[g]! : null });
  await Promise.all(
    workers.map((w, i) => w.call({ cmd: 'join', viewers: plans[i]!, t0, windowMs: JOIN_S * 1000, total: V })),
  );
  log(`join storm: ${V} viewers over ${JOIN_S} s`);
  const joinedPoll = await pollUntil(
    'all joined',
    (JOIN_S + SETTLE_S) * 1000,
    () => status(V),
    (s) => s.joined === V,
  );
  const joinStatus = joinedPoll.last;
  log(`joined ${joinStatus.joined} of ${V} in ${((joinStatus.lastJoinAt - t0) / 1000).toFixed(1)} s`);
  const joinCount = await convergence(V, joinStatus.lastJoinAt);
  const joinEvents = await countEvents();
  log(`count converged: ${JSON.stringify(joinCount)}`);
  usage.join = meter.phase();

  // ---- 2. chat -----------------------------------------------------------------------------------
  await all({ cmd: 'phase', name: 'chat' });
  const intervalMs = (S / RATE) * 1000;
  log(`chat: ${S} senders, ${RATE}/s, ${CHAT_S} s`);
  await all({ cmd: 'send', until: Date.now() + CHAT_S * 1000, intervalMs });
  const verify = async (what: string) => {
    const seqs = await seqsAfter(baseSeq);
    const probe = async () => {
      const rs = await all<{
        missing: number;
        missingMoved: number;
        viewersMissing: number;
        liveDuplicates: number;
        catchUpOverlap: number;
      }>({ cmd: 'verify', seqs });
      return {
        recorded: seqs.length,
        missing: rs.reduce((a, r) => a + r.missing, 0),
        missingMoved: rs.reduce((a, r) => a + r.missingMoved, 0),
        viewersMissing: rs.reduce((a, r) => a + r.viewersMissing, 0),
        liveDuplicates: rs.reduce((a, r) => a + r.liveDuplicates, 0),
        catchUpOverlap: rs.reduce((a, r) => a + r.catchUpOverlap, 0),
      };
    };
    const t = Date.now();
    const r = await pollUntil(what, SETTLE_S * 1000, probe, (x) => x.missing === 0);
    return { ...r.last, settledMs: Date.now() - t };
  };
  const chatCheck = await verify('chat: every message everywhere');
  log(`chat: ${JSON.stringify(chatCheck)}`);
  usage.chat = meter.phase();

  // ---- 3. kill -9 one process mid-lecture -------------------------------------------------------
  await all({ cmd: 'phase', name: 'kill' });
  log(`kill: chat for ${KILL_S} s, process ${K} killed ${KILL_AFTER_S} s in`);
  const sending = all({ cmd: 'send', until: Date.now() + KILL_S * 1000, intervalMs });
  await sleep(KILL_AFTER_S * 1000);
  const killAt = Date.now();
  await all({ cmd: 'kill', at: killAt });
  await servers[K - 1]!.crash();
  await sending;
  const killCheck = await verify('kill: every message everywhere');
  log(`kill: ${JSON.stringify(killCheck)}`);
  const killSynced = await pollUntil(
    'kill: every viewer back',
    SETTLE_S * 1000,
    () => status(V),
    (s) => s.synced === V,
  );
  const killCount = await convergence(V, killAt);
  const killEvents = await countEvents();
  usage.kill = meter.phase();

  // ---- 4. departure storm ------------------------------------------------------------------------
  await all({ cmd: 'phase', name: 'leave' });
  log(`departure storm: ${V - S} leave over ${LEAVE_S} s`);
  const left = await all<{ lastLeaveAt: number; left: number }>({
    cmd: 'leave',
    t0: Date.now() + 200,
    windowMs: LEAVE_S * 1000,
  });
  const lastLeaveAt = Math.max(...left.map((l) => l.lastLeaveAt));
  const leaveCount = await convergence(S, lastLeaveAt);
  const leaveEvents = await countEvents();
  usage.leave = meter.phase();

  const reports = await all<Report>({ cmd: 'report' });
  const serverWarnings = servers.map((s) => warningsIn(s.output()));
  meter.stop();
  await all({ cmd: 'close' }).catch(() => undefined);
  await Promise.all(servers.slice(0, K - 1).map((s) => s.stop()));
  await db.end();

  const result: LiveScaleResult = {
    measuredAt: startedAt,
    config: {
      viewers: V,
      processes: K,
      generators: W,
      senders: S,
      ratePerSecond: RATE,
      chatSeconds: CHAT_S,
      killSeconds: KILL_S,
      killAfterSeconds: KILL_AFTER_S,
      joinSeconds: JOIN_S,
      leaveSeconds: LEAVE_S,
    },
    join: {
      joined: joinStatus.joined,
      refusals: joinStatus.joinRefusals,
      timeouts: joinStatus.joinTimeouts,
      connectErrors: joinStatus.connectErrors,
      allJoinedMs: joinStatus.joined === V ? joinStatus.lastJoinAt - t0 : null,
      count: joinCount,
      countEvents: joinEvents,
    },
    chat: chatCheck,
    kill: {
      ...killCheck,
      back: killSynced.last.synced,
      count: killCount,
      countEvents: killEvents,
    },
    leave: { left: left.reduce((a, l) => a + l.left, 0), count: leaveCount, countEvents: leaveEvents },
    reports,
    usage,
    serverWarnings,
    aborted,
  };
  writeResults(result);
}
