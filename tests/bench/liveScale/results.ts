/**
 * The live-scale bench's figures beside the issue's targets (issue 33 "What must hold"), as
 * tests/bench/results/live-scale.json (every figure) and .md (the table people read).
 */
import { writeFileSync } from 'node:fs';
import { merge, percentile, total, type Sparse } from './histogram';
import type { Report } from './worker';

export interface PhaseUsage {
  seconds: number;
  /** The 1-minute load average at the phase's end. */
  loadAverage: number;
  /** The machine's busy share of all its cores. */
  machineBusyPct: number;
  /** PostgreSQL (all its processes) and Redis, in % of one core; null when not found. */
  postgresCpuPct: number | null;
  redisCpuPct: number | null;
  /** What the machine spent beyond the servers, generators and engines (the bench, other work), in % of one core. */
  restOfMachinePct: number;
  /** CPU in % of one core (200 % is the whole 2-core machine); peak RSS of the largest process of each. */
  servers: { cpuPct: number; peakRssMB: number }[];
  generators: { cpuPct: number; peakRssMB: number }[];
}

interface Count {
  truth: number;
  converged: boolean;
  viewersAtTruth: number;
  viewers: number;
  afterLastChangeMs: number | null;
}

interface Check {
  recorded: number;
  missing: number;
  /** Of those, by viewers that moved to another process after the kill (absent in older results). */
  missingMoved?: number;
  viewersMissing: number;
  liveDuplicates: number;
  catchUpOverlap: number;
  settledMs: number;
}

export interface LiveScaleResult {
  measuredAt: string;
  config: {
    viewers: number;
    processes: number;
    generators: number;
    senders: number;
    ratePerSecond: number;
    chatSeconds: number;
    killSeconds: number;
    killAfterSeconds: number;
    joinSeconds: number;
    leaveSeconds: number;
  };
  join: {
    joined: number;
    refusals: number;
    timeouts: number;
    connectErrors: number;
    allJoinedMs: number | null;
    count: Count;
    countEvents: number[];
  };
  chat: Check;
  kill: Check & { back: number; count: Count; countEvents: number[] };
  leave: { left: number; count: Count; countEvents: number[] };
  reports: Report[];
  usage: Record<string, PhaseUsage>;
  /** Per server process: its warnings by message (the tail of its log). */
  serverWarnings: Record<string, number>[];
  /** Why the run was cut short (a server above LIVE_SCALE_MAX_RSS_MB), or null. */
  aborted: string | null;
}

const MB_LIMIT = 1024;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const q = (xs: number[], p: number) => {
  const s = sorted(xs);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : null;
};
const spread = (xs: number[]) => ({
  n: xs.length,
  total: xs.reduce((a, b) => a + b, 0),
  min: xs.length ? Math.min(...xs) : null,
  median: q(xs, 50),
  max: xs.length ? Math.max(...xs) : null,
});
const lat = (s: Sparse) => ({
  deliveries: total(s),
  p50Ms: percentile(s, 50),
  p95Ms: percentile(s, 95),
  p99Ms: percentile(s, 99),
  maxMs: s.length ? s.at(-1)![0] : null,
});
/** The largest share of `xs` (ms) within any window of `ms`. */
function busiestWindow(xs: number[], ms: number) {
  const s = sorted(xs);
  let best = 0;
  for (let i = 0, j = 0; j < s.length; j++) {
    while (s[j]! - s[i]! > ms) i++;
    best = Math.max(best, j - i + 1);
  }
  return s.length ? best / s.length : 0;
}
/** Counts by bins of `width` ms, or wider (1 s, 5 s, 30 s) when that would make more than 30 bins. */
function bins(xs: number[], narrowest: number) {
  const range = xs.length ? Math.max(...xs) : 0;
  const width = [narrowest, 1000, 5000, 30_000].find((w) => range / w <= 30) ?? 30_000;
  const out: Record<string, number> = {};
  for (const x of sorted(xs)) {
    const b = Math.floor(x / width) * width;
    const k = `${b}–${b + width}`;
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}
const met = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'met' : '**not met**');

export function summarise(r: LiveScaleResult) {
  const latencyOf = (kind: string) => lat(merge(r.reports.map((x) => x.latency[kind] ?? [])));
  const reconnectMs = r.reports.flatMap((x) => x.reconnectMs);
  const resyncMs = r.reports.flatMap((x) => x.resyncMs);
  const firstAttemptMs = r.reports.flatMap((x) => x.firstAttemptMs);
  const waitMs = r.reports.flatMap((x) => x.waitMs);
  const chat = latencyOf('chat-live');
  const survivors = latencyOf('survivor-live');
  const survivorsFromRecord = latencyOf('survivor-live-fromRecord');
  const chatFromRecord = latencyOf('chat-live-fromRecord');
  const moved = { live: latencyOf('moved-live'), catchUp: latencyOf('moved-catchUp') };
  const perProcess = Math.round(r.config.viewers / r.config.processes);
  const idle = r.usage.idle!;
  const chatUsage = r.usage.chat!;
  const perThousand = chatUsage.servers.map((s, i) => ({
    sockets: perProcess,
    rssMBPer1000: Math.round(((s.peakRssMB - idle.servers[i]!.peakRssMB) / perProcess) * 1000 * 10) / 10,
    cpuPctPer1000: Math.round((s.cpuPct / perProcess) * 1000 * 10) / 10,
  }));
  const peakRssMB = Math.max(...Object.values(r.usage).flatMap((u) => u.servers.map((s) => s.peakRssMB)));
  const eventsLimit = (ms: number | null, extra: number | null) =>
    ms === null || extra === null ? null : Math.ceil((ms + extra) / 1000) + 2;
  const joinEventsLimit = eventsLimit(r.join.allJoinedMs, r.join.count.afterLastChangeMs);
  const joinEvents = spread(r.join.countEvents);
  const leaveEvents = spread(r.leave.countEvents);
  const leaveEventsLimit = eventsLimit(r.config.leaveSeconds * 1000, r.leave.count.afterLastChangeMs);
  const generatorLoop = Object.fromEntries(
    ['join', 'chat', 'kill', 'leave'].map((p) => [
      p,
      Math.round(Math.max(...r.reports.map((x) => x.loop[p]?.p99Ms ?? 0))),
    ]),
  );
  return {
    chat,
    chatFromRecord,
    survivors,
    survivorsFromRecord,
    moved,
    reconnect: {
      viewersMoved: r.reports.reduce((a, x) => a + x.movedViewers, 0),
      stillDisconnected: r.reports.reduce((a, x) => a + x.stillDisconnected, 0),
      firstAttemptMs: {
        p10: q(firstAttemptMs, 10),
        p50: q(firstAttemptMs, 50),
        p90: q(firstAttemptMs, 90),
        max: q(firstAttemptMs, 100),
      },
      backoffWaitMs: { min: q(waitMs, 0), p50: q(waitMs, 50), max: q(waitMs, 100) },
      connectMs: {
        p10: q(reconnectMs, 10),
        p50: q(reconnectMs, 50),
        p90: q(reconnectMs, 90),
        max: q(reconnectMs, 100),
      },
      caughtUpMs: { p10: q(resyncMs, 10), p50: q(resyncMs, 50), p90: q(resyncMs, 90), max: q(resyncMs, 100) },
      busiestSecondShare: Math.round(busiestWindow(reconnectMs, 1000) * 1000) / 1000,
      busiest100msShare: Math.round(busiestWindow(reconnectMs, 100) * 1000) / 1000,
      histogram: bins(reconnectMs, 250),
    },
    sends: r.reports.reduce(
      (a, x) => ({
        sent: a.sent + x.sends.sent,
        acked: a.acked + x.sends.acked,
        skippedDisconnected: a.skippedDisconnected + x.sends.skippedDisconnected,
        refusals: a.refusals + x.sends.refusals,
        timeouts: a.timeouts + x.sends.timeouts,
      }),
      { sent: 0, acked: 0, skippedDisconnected: 0, refusals: 0, timeouts: 0 },
    ),
    joinEvents,
    joinEventsLimit,
    leaveEvents,
    leaveEventsLimit,
    perThousand,
    peakRssMB,
    generatorLoopP99Ms: generatorLoop,
    generatorRssMB: Math.max(...r.reports.map((x) => Math.round(x.rssBytes / 1048576))),
  };
}

export function writeResults(r: LiveScaleResult) {
  const s = summarise(r);
  const c = r.config;
  const { countEvents: _j, ...join } = r.join;
  const { countEvents: _k, ...kill } = r.kill;
  const { countEvents: _l, ...leave } = r.leave;
  const json = {
    measuredAt: r.measuredAt,
    config: c,
    join,
    chat: r.chat,
    kill,
    leave,
    summary: s,
    usage: r.usage,
    serverWarnings: r.serverWarnings,
    aborted: r.aborted,
  };
  // The latest run, and a copy named for its size (runs at several sizes are kept side by side).
  const write = (ext: string, text: string) => {
    writeFileSync(`tests/bench/results/live-scale.${ext}`, text);
    writeFileSync(`tests/bench/results/live-scale-${c.viewers}.${ext}`, text);
  };
  write('json', JSON.stringify(json, null, 2) + '\n');

  const ms = (x: number | null) => (x === null ? '—' : `${x.toLocaleString('en')} ms`);
  const row = (what: string, value: string, target: string, ok: boolean | null) =>
    `| ${what} | ${value} | ${target} | ${met(ok)} |`;
  const le = (x: number | null, limit: number) => (x === null ? false : x <= limit);
  const joinLimitMs = c.joinSeconds * 1000 + 2000;
  const usageRows = Object.entries(r.usage).map(
    ([phase, u]) =>
      `| ${phase} | ${u.seconds} | ${u.machineBusyPct} % (load ${u.loadAverage}) | ${u.postgresCpuPct ?? '—'} % / ${u.redisCpuPct ?? '—'} % | ${u.restOfMachinePct} % | ${u.servers.map((x) => `${x.cpuPct} % / ${x.peakRssMB} MB`).join('; ')} | ${u.generators.map((x) => `${x.cpuPct} % / ${x.peakRssMB} MB`).join('; ')} | ${s.generatorLoopP99Ms[phase] ?? '—'} |`,
  );
  const lines = [
    '# Live room at scale (issue 33)',
    '',
    `Measured ${r.measuredAt}: ${c.viewers.toLocaleString('en')} viewers in room 1 over ${c.processes} server processes ` +
      `(one PostgreSQL, one Redis, the socket.io Redis adapter), driven by ${c.generators} generator processes; ` +
      `${c.senders} senders at ${c.ratePerSecond} messages/s in all. Everything on one 2-core machine shared with ` +
      'other work: servers, engines and generators compete for the same two cores.',
    '',
    ...(r.aborted
      ? [`**Cut short: ${r.aborted}.** The figures after that point are of stopped servers.`, '']
      : []),
    '| figure | measured | target (issue 33) | |',
    '| --- | --- | --- | --- |',
    row(
      'viewers in one room',
      `${r.join.joined.toLocaleString('en')} of ${c.viewers.toLocaleString('en')}`,
      '10,000 (or the largest count the machine reaches)',
      r.join.joined === c.viewers && c.viewers >= 10_000 ? true : r.join.joined === c.viewers ? null : false,
    ),
    row(
      'joins refused',
      `${r.join.refusals} (join answers timed out and retried: ${r.join.timeouts}; connect errors ${r.join.connectErrors})`,
      '0',
      r.join.refusals === 0,
    ),
    row(
      'all joined',
      ms(r.join.allJoinedMs),
      `within the storm (${c.joinSeconds} s) + 2 s`,
      le(r.join.allJoinedMs, joinLimitMs),
    ),
    row(
      '人在线 converged after the last join',
      `${ms(r.join.count.afterLastChangeMs)} (${r.join.count.viewersAtTruth} of ${r.join.count.viewers} at ${r.join.count.truth})`,
      '≤ 2,000 ms',
      le(r.join.count.afterLastChangeMs, 2000),
    ),
    row(
      'count events per viewer, join storm',
      `median ${s.joinEvents.median}, max ${s.joinEvents.max}, ${s.joinEvents.total.toLocaleString('en')} in all`,
      `≤ 1 a second: ≤ ${s.joinEventsLimit ?? '—'}`,
      s.joinEventsLimit === null ? false : (s.joinEvents.max ?? 0) <= s.joinEventsLimit,
    ),
    row(
      'chat: messages missing (after de-duplication by seq)',
      `${r.chat.missing} of ${(r.chat.recorded * c.viewers).toLocaleString('en')} deliveries (${r.chat.recorded} messages recorded)`,
      '0',
      r.chat.missing === 0,
    ),
    row('chat: broadcasts received twice', String(r.chat.liveDuplicates), '0', r.chat.liveDuplicates === 0),
    row(
      'chat: delivery p50 / p95',
      `${ms(s.chat.p50Ms)} / ${ms(s.chat.p95Ms)}`,
      'p95 ≤ 500 ms',
      le(s.chat.p95Ms, 500),
    ),
    row(
      "chat: delivery p95 / p99 from the server's record",
      `${ms(s.chatFromRecord.p95Ms)} / ${ms(s.chatFromRecord.p99Ms)}`,
      '—',
      null,
    ),
    row(
      'chat: delivery p99 / max',
      `${ms(s.chat.p99Ms)} / ${ms(s.chat.maxMs)}`,
      'p99 ≤ 1,000 ms',
      le(s.chat.p99Ms, 1000),
    ),
    row('memory per server process (peak RSS)', `${s.peakRssMB} MB`, '≤ 1,024 MB', s.peakRssMB <= MB_LIMIT),
    row(
      'kill -9: viewers moved / back and caught up',
      `${s.reconnect.viewersMoved} / ${r.kill.back} of ${c.viewers} synced`,
      'all',
      r.kill.back === c.viewers,
    ),
    row(
      'kill -9: messages lost',
      `${r.kill.missing}: ${r.kill.missingMoved ?? '?'} by moved viewers, ${r.kill.missing - (r.kill.missingMoved ?? 0)} by the others (over the whole run, ${r.kill.recorded} messages recorded)`,
      '0',
      r.kill.missing === 0,
    ),
    row(
      'kill -9: reconnect after the kill p10 / p50 / p90 / max',
      `${ms(s.reconnect.connectMs.p10)} / ${ms(s.reconnect.connectMs.p50)} / ${ms(s.reconnect.connectMs.p90)} / ${ms(s.reconnect.connectMs.max)}`,
      'spread, not all in one second',
      null,
    ),
    row(
      'kill -9: share of reconnects in the busiest second',
      `${Math.round(s.reconnect.busiestSecondShare * 100)} % (busiest 100 ms: ${Math.round(s.reconnect.busiest100msShare * 100)} %)`,
      '< 100 %',
      s.reconnect.viewersMoved > 0 && s.reconnect.busiestSecondShare < 1,
    ),
    row(
      'kill -9: caught up after the kill p50 / p90 / max',
      `${ms(s.reconnect.caughtUpMs.p50)} / ${ms(s.reconnect.caughtUpMs.p90)} / ${ms(s.reconnect.caughtUpMs.max)}`,
      '—',
      null,
    ),
    row(
      "kill -9: survivors' delivery p95 / p99 from the server's record",
      `${ms(s.survivorsFromRecord.p95Ms)} / ${ms(s.survivorsFromRecord.p99Ms)} (${s.survivors.deliveries.toLocaleString('en')} deliveries)`,
      'p95 ≤ 500 ms',
      le(s.survivorsFromRecord.p95Ms, 500),
    ),
    row(
      "kill -9: survivors' delivery p95 / p99 from the send (with the moved senders' own reconnection)",
      `${ms(s.survivors.p95Ms)} / ${ms(s.survivors.p99Ms)}`,
      '—',
      null,
    ),
    row(
      'kill -9: broadcasts received twice (resends of what the killed process recorded and never relayed)',
      String(r.kill.liveDuplicates),
      'any: the client dedupes by id',
      null,
    ),
    row(
      "kill -9: moved viewers' delivery p95, live / catch-up",
      `${ms(s.moved.live.p95Ms)} / ${ms(s.moved.catchUp.p95Ms)}`,
      '—',
      null,
    ),
    row(
      '人在线 converged after the kill',
      `${ms(r.kill.count.afterLastChangeMs)} after the kill (${r.kill.count.viewersAtTruth} of ${r.kill.count.viewers})`,
      '—',
      null,
    ),
    row(
      'departure: 人在线 converged after the last leave',
      `${ms(r.leave.count.afterLastChangeMs)} (${r.leave.count.viewersAtTruth} of ${r.leave.count.viewers} at ${r.leave.count.truth}; ${r.leave.left} left over ${c.leaveSeconds} s)`,
      '≤ 2,000 ms',
      le(r.leave.count.afterLastChangeMs, 2000),
    ),
    row(
      'count events per viewer, departure storm',
      `median ${s.leaveEvents.median}, max ${s.leaveEvents.max}`,
      `≤ 1 a second: ≤ ${s.leaveEventsLimit ?? '—'}`,
      s.leaveEventsLimit === null ? false : (s.leaveEvents.max ?? 0) <= s.leaveEventsLimit,
    ),
    '',
    `Sends: ${s.sends.sent} sent, ${s.sends.acked} acknowledged, ${s.sends.refusals} refused, ${s.sends.timeouts} answers timed out (resent with the same id), ${s.sends.skippedDisconnected} ticks skipped while the sender was reconnecting.`,
    '',
    `Reconnects after the kill, by ms from the kill: ${
      Object.entries(s.reconnect.histogram)
        .map(([k, n]) => `${k} ms: ${n}`)
        .join('; ') || '—'
    }.`,
    '',
    '## CPU and memory',
    '',
    'CPU in % of one core (the machine has two: 200 %), RSS the peak of the largest process; from /proc, sampled each second. ' +
      'Rest of the machine: the bench itself and whatever else the shared machine ran, in % of one core. ' +
      'Generator loop p99: the worst event-loop delay p99 of the generator processes (a high one means the generator, not the server, delayed the receipts).',
    '',
    '| phase | s | machine busy | PostgreSQL / Redis CPU | rest of the machine | servers (CPU / RSS) | generators (CPU / RSS) | generator loop p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | --- | --- | ---: |',
    ...usageRows,
    '',
    `Server warnings (the last 64 kB of each log, digits as N): ${r.serverWarnings
      .map(
        (w, i) =>
          `process ${i + 1}: ${
            Object.entries(w)
              .map(([m, n]) => `${n} × "${m}"`)
              .join(', ') || 'none'
          }`,
      )
      .join('; ')}.`,
    '',
    `Per 1,000 sockets during the chat (after the joins, before the kill): ${s.perThousand.map((p, i) => `process ${i + 1} (${p.sockets} sockets): ${p.rssMBPer1000} MB RSS over idle, ${p.cpuPctPer1000} % of a core`).join('; ')}.`,
    '',
  ];
  write('md', lines.join('\n'));
  console.log(lines.join('\n'));
}
