/**
 * Viewer-count benchmark (issue 33, decision 0073): measures, does not assert. VIEWER_JOIN_N (2,000)
 * socket.io clients join room 1 of the reference server on one process (in this process, on loopback,
 * port VIEWER_JOIN_PORT, default 8436): how long the joins take, how many viewer-count events the clients
 * receive in all, and when every client shows the full count. Before decision 0073 every join and leave
 * counted the room with fetchSockets() and told the whole room: N(N+1)/2 events for N joins.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { io as ioClient, type Socket } from 'socket.io-client';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import { attachChat } from '../../server/liveRoom/chatServer';
import { createMediaStore } from '../../server/media/store';
import { seed } from '../../server/seed';

const PORT = Number(process.env.VIEWER_JOIN_PORT ?? 8436);
const N = Number(process.env.VIEWER_JOIN_N ?? 2000);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const round = (x: number) => Math.round(x);

export default async function viewerJoinBench() {
  const config = loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'test', DIST_DIR: '/nonexistent-dist' });
  const db = await createDb(config);
  await migrate(db);
  await seed(db);
  const app = buildApp({ config, db, media: createMediaStore(config) });
  const chat = await attachChat(app.server, { config, db, now: Date.now });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${PORT}`;

  const sockets: Socket[] = [];
  for (let i = 0; i < N; i += 100) {
    const batch = await Promise.all(
      Array.from(
        { length: Math.min(100, N - i) },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const s = ioClient(origin, { transports: ['websocket'], reconnection: false, forceNew: true });
            s.once('connect', () => resolve(s));
            s.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  let events = 0;
  const last = new Array<number>(N).fill(0);
  sockets.forEach((s, i) =>
    s.on(CHAT_EVENTS.viewers, (v: { count: number }) => {
      events++;
      last[i] = v.count;
    }),
  );
  const start = performance.now();
  await Promise.all(sockets.map((s) => s.timeout(300_000).emitWithAck(CHAT_EVENTS.join, { roomId: 1 })));
  const joinedMs = performance.now() - start;
  const until = Date.now() + 300_000;
  while (last.some((c) => c !== N) && Date.now() < until) await sleep(50);
  const convergedMs = performance.now() - start;
  // Whatever was still on its way.
  await sleep(2000);
  sockets.forEach((s) => s.disconnect());
  await chat.close();
  await app.close();
  await db.close();

  const result = {
    measuredAt: new Date().toISOString(),
    viewers: N,
    joinsAnsweredMs: round(joinedMs),
    allShowFullCountMs: round(convergedMs),
    viewerCountEvents: events,
    quadraticWouldBe: (N * (N + 1)) / 2,
  };
  writeFileSync('tests/bench/results/viewer-join.json', JSON.stringify(result, null, 2) + '\n');
  const lines = [
    '# Viewer count: a join storm on one process',
    '',
    `Measured ${result.measuredAt} (2 shared CPU cores; clients and server in one process).`,
    '',
    `- ${N} viewers join room 1: all joins answered after **${result.joinsAnsweredMs} ms**; every client shows ${N} after **${result.allShowFullCountMs} ms**`,
    `- viewer-count events received in all: **${events}** (one per join to the whole room would be ${result.quadraticWouldBe})`,
    '',
  ];
  writeFileSync('tests/bench/results/viewer-join.md', lines.join('\n'));
  console.log(lines.join('\n'));
}
