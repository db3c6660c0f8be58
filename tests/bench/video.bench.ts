/**
 * Video benchmark (issue 3):
 * 1. Watch records sent during 60 s of simulated playing: the real watch-progress machine on a simulated
 *    clock, fed a timeupdate every 250 ms like a browser. Expected: 20 records (every 3 s) + 1 first-play
 *    record. Also: how much watching a hidden/closed tab can lose (time since the last record when the
 *    flush is not counted, and with the keepalive flush).
 * 2. The JS (gzip) of the video detail route: the route chunk and its static imports beyond the entry,
 *    plus the player (VideoPlayer + video.js) that the page loads lazily; and whether video.js is in the
 *    home route's graph.
 */
import { writeFileSync } from 'node:fs';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { watchProgressMachine, type WatchRecord } from '../../machines/watchProgress.machine';
import { collectChunks, gzip, measureBundle, relative, staticClosure } from './bundle';

const TICK_MS = 250;
const kb = (n: number) => Number((n / 1024).toFixed(1));

async function simulate(seconds: number, hideAtMs: number | null) {
  const clock = new SimulatedClock();
  const sent: Array<{ at: number; kind: 'record' | 'flush' | 'first'; position: number }> = [];
  let position = 0;
  const logic = watchProgressMachine.provide({
    actors: { loadRecord: fromPromise(async (): Promise<WatchRecord | null> => null) },
    actions: {
      saveRecord: (_, r) => sent.push({ at: clock.now(), kind: 'record', position: r.watchPosition }),
      flushRecord: (_, r) => sent.push({ at: clock.now(), kind: 'flush', position: r.watchPosition }),
      sendFirstPlay: () => sent.push({ at: clock.now(), kind: 'first', position: 0 }),
    },
  });
  const actor = createActor(logic, {
    clock,
    input: { videoId: 1, passPercentage: 80, restrictSeek: true, trial: false },
  });
  actor.start();
  await new Promise((r) => setImmediate(r));
  const started = performance.now();
  actor.send({ type: 'player.play' });
  for (let t = TICK_MS; t <= seconds * 1000; t += TICK_MS) {
    clock.increment(TICK_MS);
    position = t / 1000;
    actor.send({ type: 'player.time', position, duration: 120 });
    if (hideAtMs !== null && t === hideAtMs) actor.send({ type: 'page.hide' });
  }
  const cpuMs = performance.now() - started;
  actor.stop();
  return { sent, cpuMs, position };
}

export default async function videoBench() {
  const run = await simulate(60, null);
  const records = run.sent.filter((s) => s.kind === 'record').length;
  const first = run.sent.filter((s) => s.kind === 'first').length;
  // Worst case for a tab closed at some moment: the watching time not yet in any record.
  let worstLostWithoutFlush = 0;
  let last = 0;
  for (const s of run.sent.filter((x) => x.kind === 'record')) {
    worstLostWithoutFlush = Math.max(worstLostWithoutFlush, s.at - last - TICK_MS);
    last = s.at;
  }
  const hidden = await simulate(10, 7750);
  const flush = hidden.sent.find((s) => s.kind === 'flush');
  const lostWithFlush = flush ? 7.75 - flush.position : null;

  const chunks = await collectChunks();
  const m = measureBundle(chunks, /src\/features\/home\//, /src\/app\/shell\/(AvatarArea|Footer)\.tsx$/);
  const route = m.routes.find((r) => /src\/features\/video\/VideoDetailPage\.tsx$/.test(r.route));
  const entry = [...chunks.values()].find((c) => c.isEntry);
  const entryClosure = staticClosure(chunks, entry ? [entry.fileName] : []);
  const playerChunk = [...chunks.values()].find((c) =>
    /src\/components\/VideoPlayer\/VideoPlayer\.tsx$/.test(c.facadeModuleId ?? ''),
  );
  const playerNames = new Set<string>();
  if (playerChunk) {
    for (const f of staticClosure(chunks, [playerChunk.fileName]))
      if (!entryClosure.has(f)) playerNames.add(f);
    // video.js and its language file are imported dynamically inside the player.
    for (const d of playerChunk.dynamicImports)
      for (const f of staticClosure(chunks, [d])) if (!entryClosure.has(f)) playerNames.add(f);
  }
  const playerGzip = [...playerNames].reduce((n, f) => n + gzip(chunks.get(f)?.code ?? ''), 0);
  const videojsInHome = m.heavyInHome.filter((id) => /video\.js/.test(id));

  const result = {
    measuredAt: new Date().toISOString(),
    watch: {
      simulatedSeconds: 60,
      timeupdateEveryMs: TICK_MS,
      expected: { records: 20, firstPlay: 1 },
      records,
      firstPlay: first,
      totalSent: records + first,
      machineCpuMs: Number(run.cpuMs.toFixed(1)),
      worstLostSecondsWithoutFlush: worstLostWithoutFlush / 1000,
      lostSecondsWithFlushOnHide: lostWithFlush,
    },
    bundle: {
      entryGzipKB: kb(m.entryGzip),
      detailRouteExtraGzipKB: route ? kb(route.extraGzip) : null,
      detailRouteOwnGzipKB: route ? kb(route.ownGzip) : null,
      playerLazyGzipKB: kb(playerGzip),
      detailRouteTotalBeyondEntryKB: route ? kb(route.extraGzip + playerGzip) : null,
      playerChunks: [...playerNames],
      videojsInHomeGraph: videojsInHome.map(relative),
      homeRouteGzipKB: kb(m.homeRouteGzip),
    },
  };
  writeFileSync('tests/bench/results/video.json', JSON.stringify(result, null, 2) + '\n');
  const w = result.watch;
  const b = result.bundle;
  const lines = [
    '# Video (watch records, detail route JS)',
    '',
    `Measured ${result.measuredAt}.`,
    '',
    `- Records sent during 60 s of simulated playing (timeupdate every ${TICK_MS} ms): **${w.records} records + ${w.firstPlay} first-play = ${w.totalSent}** (expected 20 + 1); machine CPU ${w.machineCpuMs} ms`,
    `- Watching lost when a tab dies without the flush: at most ${w.worstLostSecondsWithoutFlush} s; with the flush on hide: ${w.lostSecondsWithFlushOnHide} s`,
    `- Video detail route: own chunk ${b.detailRouteOwnGzipKB} KB, with its static imports beyond the entry **${b.detailRouteExtraGzipKB} KB** gzip`,
    `- Player loaded lazily when a player renders (VideoPlayer + video.js + zh-CN): **${b.playerLazyGzipKB} KB** gzip; route total beyond the entry ${b.detailRouteTotalBeyondEntryKB} KB`,
    `- video.js in the home route's graph: ${b.videojsInHomeGraph.length === 0 ? 'no' : b.videojsInHomeGraph.join(', ')} (home route ${b.homeRouteGzipKB} KB, entry ${b.entryGzipKB} KB)`,
    '',
  ];
  writeFileSync('tests/bench/results/video.md', lines.join('\n'));
  console.log(lines.join('\n'));
}
