import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import { chatSocket, postgresSchema } from '../server/helpers';
import { serverEnv, startServer, type ServerProcess } from './serverProcess';

/**
 * The live room's viewer count across two real server processes on one PostgreSQL and one Redis
 * (decision 0073): each process counts its own sockets, the Redis adapter's serverSideEmit carries the
 * counts, and a process killed with SIGKILL drops out of the sum. Started by `npm run test:engines`.
 * Room 3 (no other engine test uses it: the processes of every file share the one Redis).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ROOM = 3;

let schema: Awaited<ReturnType<typeof postgresSchema>>;
let servers: ServerProcess[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) {
    throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are not set: run `npm run test:engines`');
  }
  schema = await postgresSchema(databaseUrl);
  const env = serverEnv({ DATABASE_URL: schema.url, REDIS_URL: redisUrl });
  const started = await Promise.allSettled([startServer(env), startServer(env)]);
  servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
});

afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await Promise.all(servers.map((s) => s.stop()));
  await schema?.drop();
});

/** A viewer of ROOM on `server` (logged in: room 3 has a password, which this user entered). */
async function viewer(server: ServerProcess, token: string) {
  const s = await chatSocket(server.url, sockets, token);
  const heard: number[] = [];
  s.on(CHAT_EVENTS.viewers, (v: { roomId: string; count: number }) => {
    if (v.roomId === String(ROOM)) heard.push(v.count);
  });
  const ack = (await s.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { roomId: ROOM, sinceSeq: -1 })) as {
    ok: boolean;
  };
  expect(ack).toMatchObject({ ok: true });
  return { s, last: () => heard.at(-1) };
}

describe('viewer count across processes', () => {
  it('sums both processes, and forgets one killed with SIGKILL within seconds', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const session = await fetch(`${one.url}/api/__test/session?uid=1`, { method: 'POST' });
    const { token } = ((await session.json()) as { data: { token: string } }).data;
    const entered = await fetch(`${one.url}/api/liveRoom/verifyPass`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ roomId: ROOM, password: '123456' }),
    });
    expect(((await entered.json()) as { code: number }).code).toBe(200);

    const onOne = [await viewer(one, token), await viewer(one, token)];
    const onTwo = [await viewer(two, token), await viewer(two, token), await viewer(two, token)];
    for (const v of [...onOne, ...onTwo]) await expect.poll(v.last, { timeout: 10_000 }).toBe(5);

    const killedAt = Date.now();
    await two.crash();
    for (const v of onOne) await expect.poll(v.last, { timeout: 10_000 }).toBe(2);
    // Measured, not asserted (decision 0073 aims at about 2 s): how long the survivors showed the dead.
    console.log(`[viewers] a killed process left the count after ${Date.now() - killedAt} ms`);
  });
});
