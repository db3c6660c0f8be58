/**
 * Property-based fuzzing of the live chat's socket.io server (issue 10, item 1): real socket.io clients
 * on a listening app throw random payloads at every client→server event (and random event names, with
 * and without acknowledgement callbacks), and random handshake `auth`. Every real event must answer its
 * acknowledgement with `{ok, …}` (a refusal carries a Chinese message), nothing may end up as an
 * unhandled rejection, and afterwards HTTP still answers and a well-formed join + send works.
 *
 * Bounded by time (FUZZ_SOCKET_MS, default 20 s for the payloads and 8 s for the handshakes); the number
 * of cases run is printed.
 */
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import { attachChat, type ChatServer } from '../../server/liveRoom/chatServer';
import { postJson, startTestApp, type TestApp } from './helpers';
import { createLiveRoom } from './factories';

const BUDGET_MS = Number(process.env.FUZZ_SOCKET_MS ?? 20_000);
const CLIENT_EVENTS = [CHAT_EVENTS.join, CHAT_EVENTS.history, CHAT_EVENTS.send];
/** Names socket.io-client refuses to emit. */
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

let t: TestApp;
let chat: ChatServer;
let url: string;
let tokens: string[] = [];
/** The room the checks join and write to (the fuzz sends any room id). */
let room: number;
const sockets: Socket[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await startTestApp();
  room = (await createLiveRoom(t.db)).id;
  const app = await t.build();
  chat = await attachChat(app.server, { db: t.db, now: t.clock.now, config: t.config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  tokens = await Promise.all(
    [1, 2, 3].map(async () => (await postJson(t.app, '/api/__test/liveRoom/user')).body.data.token as string),
  );
}, 60_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  sockets.forEach((s) => s.disconnect());
  await chat.close();
  await t.close();
});

const connect = (auth: unknown, reconnection = true) =>
  new Promise<Socket>((resolve, reject) => {
    const s = ioClient(url, {
      transports: ['websocket'],
      auth: auth as Record<string, unknown>,
      reconnection,
      forceNew: true,
    });
    sockets.push(s);
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
    // socket.io itself closes a connection whose CONNECT packet carries a non-object auth.
    s.io.once('close', () => reject(new Error('closed')));
  });

// ── the values thrown ──────────────────────────────────────────────────────────────────────────
const huge = fc.constantFrom(
  99999999999,
  1e300,
  -1e300,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -1,
  0,
  1.5,
);
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    '\ud800',
    '\u200b\u200b',
    '字'.repeat(31),
    '12abc',
    '0x2',
    ' 1',
    '1e3',
  ),
  fc.string({ minLength: 500, maxLength: 3000 }),
);
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  huge,
  nasty,
  fc.integer(),
  fc.double(),
  fc.uint8Array({ maxLength: 64 }),
);
const validId = fc.stringMatching(/^[\w-]{8,20}$/);
const payload = fc.oneof(
  value,
  fc.record(
    {
      roomId: fc.oneof(value, fc.integer({ min: 1, max: 6 })),
      sinceSeq: fc.oneof(value, fc.integer({ min: -1, max: 1_000_000 })),
      id: fc.oneof(value, validId),
      content: fc.oneof(value, fc.string({ minLength: 1, maxLength: 30 })),
      queued: value,
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 5 }),
);
const action = fc.record({
  event: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...CLIENT_EVENTS) }, fc.string({ maxLength: 20 })),
  args: fc.array(payload, { minLength: 0, maxLength: 3 }),
  ack: fc.constantFrom('function', 'none', 'value'),
  client: fc.nat(),
});

/** Emits one action; a real event with a function acknowledgement must be answered with {ok, …}. */
async function fire(s: Socket, a: { event: string; args: unknown[]; ack: string }) {
  if (RESERVED.has(a.event)) return;
  if (a.ack === 'none') {
    s.emit(a.event, ...a.args);
    return;
  }
  if (a.ack === 'value') {
    s.emit(a.event, ...a.args, 'not a function');
    return;
  }
  if (!CLIENT_EVENTS.includes(a.event as (typeof CLIENT_EVENTS)[number])) {
    // socket.io answers nothing for an event nobody listens to: just send it.
    s.emit(a.event, ...a.args, () => {});
    return;
  }
  const answer = (await s.timeout(10_000).emitWithAck(a.event, ...a.args)) as { ok: unknown; msg?: unknown };
  expect(typeof answer.ok).toBe('boolean');
  if (answer.ok === false) expect(answer.msg).toMatch(/[\u3400-\u9fff]/);
}

it('answers every payload at every event, and never fails the process', async () => {
  const pool = [
    await connect({}),
    await connect({ token: tokens[0] }),
    await connect({ token: tokens[1] }),
    await connect({ token: `${tokens[2]}\u0000` }),
    await connect({ token: { $ne: null } }),
  ];
  let cases = 0;
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 6 }), async (actions) => {
      for (const a of actions) {
        cases++;
        await fire(pool[a.client % pool.length]!, a);
      }
      // Still serving: a well-formed join on one of them is answered.
      const probe = pool[actions[0]!.client % pool.length]!;
      const joined = (await probe.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { roomId: room })) as {
        ok: boolean;
      };
      expect(joined.ok).toBe(true);
    }),
    { numRuns: 100_000, interruptAfterTimeLimit: BUDGET_MS, markInterruptAsFailure: false },
  );
  console.log(`socket fuzz: ${cases} payload cases in ${Date.now() - started} ms`);
  expect(cases).toBeGreaterThan(100);
  expect(unhandled).toEqual([]);
}, 120_000);

it('reads only, or refuses, whatever handshake auth comes, and keeps serving', async () => {
  const auth = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.record({ token: value }),
    fc.record({ token: fc.constantFrom(...tokens).map((x) => `${x}\u0000`) }),
    fc.record({ token: fc.constantFrom(...tokens), pid: nasty, offset: nasty }),
  );
  let cases = 0;
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(auth, async (a) => {
      cases++;
      let s: Socket;
      try {
        s = await connect(a, false);
      } catch {
        return; // socket.io-client refused to send that auth, or the server refused the handshake
      }
      const joined = (await s.timeout(10_000).emitWithAck(CHAT_EVENTS.join, { roomId: room })) as {
        ok: boolean;
      };
      expect(joined.ok).toBe(true);
      s.disconnect();
    }),
    { numRuns: 100_000, interruptAfterTimeLimit: BUDGET_MS / 2.5, markInterruptAsFailure: false },
  );
  console.log(`handshake fuzz: ${cases} auth cases in ${Date.now() - started} ms`);
  expect(cases).toBeGreaterThan(20);
  expect(unhandled).toEqual([]);
}, 120_000);

it('afterwards HTTP answers and a well-formed join and send work', async () => {
  // A payload larger than the socket's limit closes that one connection, not the server.
  const big = await connect({}, false);
  const closed = new Promise((r) => big.once('disconnect', r));
  big.emit(CHAT_EVENTS.send, { id: 'x'.repeat(20), roomId: room, content: '字'.repeat(100_000) });
  await closed;

  const res = await fetch(`${url}/api/liveRoom/${room}`);
  expect(res.status).toBe(200);
  const s = await connect({ token: tokens[2] }, false);
  const joined = (await s.timeout(5000).emitWithAck(CHAT_EVENTS.join, { roomId: room, sinceSeq: -1 })) as {
    ok: boolean;
  };
  expect(joined.ok).toBe(true);
  t.clock.advance(60_000); // a full rate budget
  const sent = (await s
    .timeout(5000)
    .emitWithAck(CHAT_EVENTS.send, { id: 'fuzz-after-0001', roomId: room, content: '还在' })) as {
    ok: boolean;
    message: { content: string };
  };
  expect(sent).toMatchObject({ ok: true, message: { content: '还在' } });
  expect(unhandled).toEqual([]);
});
