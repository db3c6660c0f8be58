/**
 * Fault test (issue 33): the live chat over three server processes on one PostgreSQL and one Redis (the
 * socket.io Redis adapter), one of them killed with SIGKILL while people chat. 150 viewers of room 1
 * (tests/engines/chatViewer.ts: the page's reconnection and catch-up), spread round-robin over the
 * processes, 40 of them sending about 32 messages a second in all; 4 s in, process 3 dies. Every viewer
 * must end connected to a survivor, hold every message recorded in room 1 exactly once (compared by seq
 * with live_talks), and no broadcast may arrive twice; every message a sender had acknowledged is recorded
 * exactly once.
 *
 * The viewers reach the processes through a list of urls, the next one at each reconnection attempt (a
 * load balancer in front): the dead one refuses at once and the backoff goes on. One viewer in five
 * comes back late (a phone, a waking laptop: its first attempt 2.5–7.5 s after the kill): by then more
 * than HISTORY_ON_JOIN messages were said, so only the re-join with `sinceSeq` and its catch-up pages
 * bring them all — a client that re-joined without them fails here.
 *
 * Started by `npm run test:fault` through scripts/engines.mjs (TEST_DATABASE_URL, TEST_REDIS_URL).
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECONNECT } from '../../realtime/chat/socketTransport';
import { ChatViewer } from '../engines/chatViewer';
import { serverEnv, startServer, type ServerProcess } from '../engines/serverProcess';
import { postgresSchema } from '../server/helpers';

const PROCESSES = 3;
const VIEWERS = Number(process.env.FAULT_MP_VIEWERS ?? 150);
const SENDERS = 40;
/** Each sender about every 1.25 s (within the limit of 1 a second with a burst of 5). */
const SEND_EVERY_MS = 1250;
const SEND_SECONDS = 12;
const KILL_AFTER_MS = 4000;
const LATE_EVERY = 5;
const LATE = { reconnectionDelay: 5000, reconnectionDelayMax: 10_000 };
const ROOM = 1;
const KILLED = PROCESSES - 1;
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let schema: Awaited<ReturnType<typeof postgresSchema>>;
const servers: ServerProcess[] = [];
let db: pg.Client;
const viewers: ChatViewer[] = [];

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) {
    throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are not set: run `npm run test:fault`');
  }
  schema = await postgresSchema(databaseUrl);
  // Slow mode off: this test is about loss and doubles; slow mode's refusals are tested on their own.
  const env = serverEnv({ DATABASE_URL: schema.url, REDIS_URL: redisUrl, LIVE_ROOM_SLOW_MODE_RATE: '0' });
  // One first (it migrates and seeds), then the others together: three starting at once on two busy
  // cores can take longer than Fastify's plugin timeout.
  servers.push(await startServer(env));
  const started = await Promise.allSettled(Array.from({ length: PROCESSES - 1 }, () => startServer(env)));
  servers.push(...started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  db = new pg.Client({ connectionString: schema.url });
  await db.connect();
});

afterAll(async () => {
  viewers.forEach((v) => v.close());
  await Promise.all(servers.map((s) => s.stop()));
  await db?.end();
  await schema?.drop();
});

it('a process killed mid-chat: its viewers move to the others, spread over time, and nobody misses or doubles a message', async () => {
  const urls = servers.map((s) => s.url);
  const baseSeq = Number(
    (await db.query<{ m: string | null }>('SELECT max(id) AS m FROM live_talks')).rows[0]!.m ?? 0,
  );
  const tokens = await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      const r = await fetch(`${urls[0]}/api/__test/liveRoom/user`, { method: 'POST' });
      return ((await r.json()) as { data: { token: string } }).data.token;
    }),
  );
  for (let i = 0; i < VIEWERS; i++)
    viewers.push(
      new ChatViewer({
        urls,
        urlIndex: i % PROCESSES,
        roomId: ROOM,
        token: i < SENDERS ? tokens[i]! : null,
        baseSeq: () => baseSeq,
        ...(i % LATE_EVERY === 1 ? { reconnection: LATE } : {}),
      }),
    );
  await expect.poll(() => viewers.filter((v) => v.isSynced).length, { timeout: 60_000 }).toBe(VIEWERS);

  // Senders type while their page is connected; a message whose answer was lost is sent again with its id.
  const started = Date.now();
  const acked: string[] = [];
  const sends: Promise<unknown>[] = [];
  const loops = viewers.slice(0, SENDERS).map(async (v, n) => {
    await sleep(Math.random() * SEND_EVERY_MS);
    for (let k = 0; Date.now() - started < SEND_SECONDS * 1000; k++) {
      if (v.isSynced) {
        const id = `mp-${n}-${k}-${started}`;
        sends.push(
          v.send(id, `第${k}条`, () => Date.now() - started > 60_000).then((ok) => ok && acked.push(id)),
        );
      }
      await sleep(SEND_EVERY_MS * (0.9 + Math.random() * 0.2));
    }
  });
  await sleep(KILL_AFTER_MS);
  const killedAt = Date.now();
  await servers[KILLED]!.crash();
  await Promise.all(loops);
  await Promise.all(sends);

  const { rows } = await db.query<{ seq: string; client_id: string }>(
    'SELECT id AS seq, client_id FROM live_talks WHERE room_id = $1 AND id > $2 ORDER BY id',
    [ROOM, baseSeq],
  );
  const seqs = rows.map((r) => Number(r.seq));
  const missing = () => viewers.reduce((n, v) => n + seqs.filter((s) => !v.has(s)).length, 0);
  // Everyone back and caught up (the late ones page through what they missed).
  await expect.poll(() => viewers.filter((v) => v.isSynced).length, { timeout: 60_000 }).toBe(VIEWERS);
  await expect.poll(missing, { timeout: 30_000 }).toBe(0);

  const moved = viewers.filter((v) => v.disconnects.some((t) => t >= killedAt));
  const onKilled = viewers.filter((_, i) => i % PROCESSES === KILLED);
  const after = (ts: number[]) => ts.find((t) => t >= killedAt)! - killedAt;
  // Those with the page's own reconnection (not the late ones): socket.io-client's backoff with jitter.
  const prompt = moved.filter((v) => viewers.indexOf(v) % LATE_EVERY !== 1);
  const firstAttempts = prompt.map((v) => after(v.attempts));
  /** From losing its connection to its first attempt: the backoff's delay, jitter included. */
  const backoff = prompt.map((v) => after(v.attempts) - after(v.disconnects));
  const backAt = prompt.map((v) => after(v.connects));
  const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
  console.log(
    `chat multiprocess fault: ${VIEWERS} viewers on ${PROCESSES} processes, ${rows.length} messages recorded, ` +
      `${acked.length} acknowledged; ${moved.length} viewers moved; the prompt ones' first attempts ` +
      `${Math.min(...firstAttempts)}–${Math.max(...firstAttempts)} ms after the kill, connected ` +
      `${Math.min(...backAt)}–${Math.max(...backAt)} ms; backoff before the first attempt ` +
      `${Math.min(...backoff)}–${Math.max(...backoff)} ms; catch-up overlaps ` +
      `${viewers.reduce((n, v) => n + v.catchUpOverlap, 0)}`,
  );

  expect(moved).toEqual(expect.arrayContaining(onKilled));
  expect(moved.length).toBe(onKilled.length);
  expect(viewers.filter((v) => v.connectedUrls.at(-1) === KILLED)).toEqual([]);
  expect(viewers.reduce((n, v) => n + v.liveDuplicates, 0)).toBe(0);
  // Every acknowledged message recorded, and once: a retry carries its client id and is not recorded again.
  const recordedIds = rows.map((r) => r.client_id);
  expect(new Set(recordedIds).size).toBe(recordedIds.length);
  expect(acked.filter((id) => !recordedIds.includes(id))).toEqual([]);
  // Not all in one instant, asserted loosely. The first attempts after the kill are spread over more than
  // 100 ms. And they are spread by the backoff's jitter, not only by a busy event loop: each client waits
  // RECONNECT.delayMs ± 50 % between losing its connection and its first attempt, so some wait less than
  // 90 % of it, which no client without jitter does (a timer fires late on a busy machine, never early; seen without
  // jitter: waits of 501–603 ms, first attempts within 75–146 ms of each other, connections spread over
  // 528 ms by the server's queue of handshakes — which is why neither spread alone tells the two apart).
  expect(spread(firstAttempts)).toBeGreaterThan(100);
  expect(Math.min(...backoff)).toBeLessThan(RECONNECT.delayMs * 0.9);
}, 120_000);
