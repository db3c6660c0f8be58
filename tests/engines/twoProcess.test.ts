import { randomBytes } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import pg from 'pg';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import type { ChatMessage } from '../../src/schemas/liveRoom';
import { chatSocket, postgresSchema } from '../server/helpers';
import { serverEnv, startServer, type ServerProcess } from './serverProcess';

/**
 * Two real server processes on one PostgreSQL (a schema of its own) and one Redis, as the README's
 * "Several server processes" runs them. Started by `npm run test:engines` (scripts/engines.mjs), which
 * provides both engines.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

let schema: Awaited<ReturnType<typeof postgresSchema>>;
let servers: ServerProcess[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  if (!databaseUrl || !redisUrl) {
    throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are not set: run `npm run test:engines`');
  }
  schema = await postgresSchema(databaseUrl);
  const env = serverEnv({ DATABASE_URL: schema.url, REDIS_URL: redisUrl });
  // Both at once, as after a deploy: migrations and seed are serialised by an advisory lock.
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

const call = async (
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: object,
) => {
  const r = await fetch(server.url + path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  return { status: r.status, body: await r.json() };
};

/** A fresh user with `availableScore` points and a session token (the test-only endpoint). */
async function newUser(server: ServerProcess, availableScore: number) {
  const r = await call(server, 'POST', '/api/__test/education/user', undefined, { availableScore });
  expect(r.body.code).toBe(200);
  return r.body.data as { uid: number; token: string };
}

describe('two server processes on one PostgreSQL and one Redis', () => {
  const connect = (server: ServerProcess, token: string) => chatSocket(server.url, sockets, token);
  const nextMessage = (s: Socket, id: string) =>
    new Promise<ChatMessage>((resolve) => {
      const on = (batch: ChatMessage[]) => {
        const m = batch.find((x) => x.id === id);
        if (!m) return;
        s.off(CHAT_EVENTS.messages, on);
        resolve(m);
      };
      s.on(CHAT_EVENTS.messages, on);
    });

  it('a chat message sent through one process reaches a client of the other, both ways', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const demo = await call(one, 'POST', '/api/__test/session?uid=1');
    expect(demo.body.code).toBe(200);
    const other = await newUser(two, 0);
    const a = await connect(one, demo.body.data.token);
    const b = await connect(two, other.token);
    const viewersSeenByA: number[] = [];
    a.on(CHAT_EVENTS.viewers, (v: { roomId: string; count: number }) => {
      if (v.roomId === '1') viewersSeenByA.push(v.count);
    });
    for (const s of [a, b]) {
      expect(await s.timeout(5000).emitWithAck(CHAT_EVENTS.join, { roomId: 1, sinceSeq: -1 })).toMatchObject({
        ok: true,
      });
    }
    // The room spans both processes: process 1 counts process 2's client too.
    await expect.poll(() => viewersSeenByA.at(-1), { timeout: 10_000 }).toBe(2);

    const run = randomBytes(4).toString('hex');
    for (const [from, to, content] of [
      [a, b, '一号进程发出'],
      [b, a, '二号进程发出'],
    ] as const) {
      const id = `two-proc-${run}-${content === '一号进程发出' ? 1 : 2}`;
      const arrived = nextMessage(to, id);
      const ack = await from.timeout(5000).emitWithAck(CHAT_EVENTS.send, { id, roomId: 1, content });
      expect(ack).toMatchObject({ ok: true, message: { id, content } });
      const got = await Promise.race([
        arrived,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${id} never arrived`)), 10_000)),
      ]);
      expect(got).toMatchObject({ id, roomId: '1', content, seq: ack.message.seq });
    }
  });

  it('a message recorded by a process that died before telling anyone goes out when its sender resends it, once', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const sender = await newUser(two, 0);
    const viewerOne = await connect(one, (await newUser(one, 0)).token);
    const viewerTwo = await connect(two, sender.token);
    for (const s of [viewerOne, viewerTwo])
      expect(await s.timeout(5000).emitWithAck(CHAT_EVENTS.join, { roomId: 1, sinceSeq: -1 })).toMatchObject({
        ok: true,
      });
    // As a process killed between its commit and its relay leaves it: recorded, broadcast by nobody.
    const id = `orphan-${randomBytes(4).toString('hex')}`;
    const db = new pg.Client({ connectionString: schema.url });
    await db.connect();
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO live_talks (room_id, uid, client_id, content, created_at) VALUES (1, $1, $2, '孤儿消息', now())
       RETURNING id`,
      [sender.uid, id],
    );
    await db.end();
    const marker = `${id}-after`;
    const counted = (s: Socket) => {
      const seen = { orphan: 0, marker: 0 };
      s.on(CHAT_EVENTS.messages, (batch: ChatMessage[]) => {
        seen.orphan += batch.filter((m) => m.id === id).length;
        seen.marker += batch.filter((m) => m.id === marker).length;
      });
      return seen;
    };
    const [onOne, onTwo] = [counted(viewerOne), counted(viewerTwo)];
    // The sender never had its answer, so its page resends the same id (twice: the second finds it sent).
    for (let i = 0; i < 2; i++) {
      const ack = await viewerTwo
        .timeout(5000)
        .emitWithAck(CHAT_EVENTS.send, { id, roomId: 1, content: '孤儿消息' });
      expect(ack).toMatchObject({ ok: true, message: { id, seq: Number(rows[0]!.id) } });
    }
    // A room's broadcasts keep their order: once a later message arrived everywhere, a second broadcast of
    // the resent one (or a relay of it back and forth) would have arrived before it.
    expect(
      await viewerTwo.timeout(5000).emitWithAck(CHAT_EVENTS.send, { id: marker, roomId: 1, content: '之后' }),
    ).toMatchObject({ ok: true });
    await expect.poll(() => [onOne.marker, onTwo.marker], { timeout: 10_000 }).toEqual([1, 1]);
    expect([onOne.orphan, onTwo.orphan]).toEqual([1, 1]);
  });

  it('a relayed message that does not parse is dropped; the processes carry on', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const sender = await newUser(one, 0);
    const [a, b] = [await connect(one, sender.token), await connect(two, (await newUser(two, 0)).token)];
    for (const s of [a, b])
      expect(await s.timeout(5000).emitWithAck(CHAT_EVENTS.join, { roomId: 1, sinceSeq: -1 })).toMatchObject({
        ok: true,
      });
    const seen: string[] = [];
    for (const s of [a, b])
      s.on(CHAT_EVENTS.messages, (batch: ChatMessage[]) => seen.push(...batch.map((m) => m.id)));
    // A stranger on the processes' Redis says things in the relay's name.
    const pubClient = createClient({ url: redisUrl });
    const subClient = pubClient.duplicate();
    await Promise.all([pubClient.connect(), subClient.connect()]);
    const stranger = new Server();
    stranger.adapter(createAdapter(pubClient, subClient));
    const junk = {
      id: 'relay-junk',
      roomId: '1',
      uid: '1',
      nickName: 'x',
      userImg: '',
      content: 42,
      createTime: 0,
      seq: 1,
    };
    stranger.serverSideEmit('live:message', 1, junk);
    stranger.serverSideEmit('live:message', 'room', { ...junk, content: '房间号不对' });
    stranger.serverSideEmit('live:message', 1, null);
    const id = `after-junk-${randomBytes(4).toString('hex')}`;
    expect(
      await a.timeout(5000).emitWithAck(CHAT_EVENTS.send, { id, roomId: 1, content: '照常' }),
    ).toMatchObject({
      ok: true,
    });
    await expect.poll(() => seen.filter((x) => x === id).length, { timeout: 10_000 }).toBe(2);
    expect(seen).not.toContain('relay-junk');
    // No engine to close (it was never attached to a server): its Redis clients are all there is.
    await Promise.allSettled([pubClient.quit(), subClient.quit()]);
  });

  it('a paid video redeemed concurrently on both processes is charged once (001 §7 exchange)', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const rounds = 4;
    const callsPerRound = 16;
    const admin = new pg.Client({ connectionString: schema.url });
    await admin.connect();
    try {
      for (let round = 0; round < rounds; round++) {
        const u = await newUser(one, 80);
        // Video 103 costs 50 points; the calls alternate between the processes and all start together.
        const answers = await Promise.all(
          Array.from({ length: callsPerRound }, (_, i) =>
            call(i % 2 ? two : one, 'POST', '/api/youth/video/exchange/103', u.token, {}),
          ),
        );
        expect(answers.map((a) => a.body.code)).toEqual(Array(callsPerRound).fill(200));
        expect(answers.filter((a) => a.body.data.charged === 50)).toHaveLength(1);
        expect(answers.filter((a) => a.body.data.charged === 0)).toHaveLength(callsPerRound - 1);
        for (const server of [one, two]) {
          const profile = await call(server, 'GET', '/api/radio/user/profile', u.token);
          expect(profile.body.data.availableScore).toBe(30);
        }
        const { rows } = await admin.query('SELECT score FROM youth_exchanges WHERE uid = $1', [u.uid]);
        expect(rows).toEqual([{ score: 50 }]);
      }
    } finally {
      await admin.end();
    }
  });
});
