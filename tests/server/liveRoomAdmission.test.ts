import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import { loadConfig } from '../../server/config';
import { attachChat, type ChatServer, type ChatServerOptions } from '../../server/liveRoom/chatServer';
import { REJOIN_GRACE_MS } from '../../server/liveRoom/viewerCount';
import { chatSocket, postJson, startTestApp, type TestApp } from './helpers';
import { createLiveRoom } from './factories';

/** Issue 33: the room cap (LIVE_ROOM_MAX_VIEWERS) and slow mode, on a chat server of their own each. */
let t: TestApp;
const servers: ChatServer[] = [];
const sockets: Socket[] = [];
/** Rooms of the file's own, without a password: the one most tests fill, and another. */
let room: number;
let other: number;
beforeAll(async () => {
  t = await startTestApp();
  room = (await createLiveRoom(t.db)).id;
  other = (await createLiveRoom(t.db, { liveStatus: '2' })).id;
}, 60_000);
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  for (const c of servers) await c.close();
  await t.close();
});

async function chatServer(opts: ChatServerOptions) {
  const app = await t.build();
  const chat = await attachChat(app.server, { db: t.db, now: t.clock.now, config: t.config }, opts);
  servers.push(chat);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const connect = (token?: string, reconnection = false) => chatSocket(url, sockets, token, reconnection);
  return { chat, connect };
}

async function freshUser() {
  const r = await postJson(t.app, '/api/__test/liveRoom/user');
  expect(r.body.code).toBe(200);
  return r.body.data as { uid: number; token: string };
}

const join = (s: Socket, roomId: number, extra: object = {}) =>
  s.timeout(2000).emitWithAck(CHAT_EVENTS.join, { roomId, sinceSeq: -1, ...extra });
const send = (s: Socket, id: string, content: string, roomId = room) =>
  s.timeout(2000).emitWithAck(CHAT_EVENTS.send, { id, roomId, content });

const FULL = { ok: false, msg: '直播间人数已满，请稍后再试', retryInMs: 30_000 };

describe('room cap (LIVE_ROOM_MAX_VIEWERS)', () => {
  it('refuses the join beyond the cap; one already in may join again; a place that frees lets the next in', async () => {
    const { connect } = await chatServer({ maxViewers: 2 });
    const [a, b, c] = [await connect(), await connect(), await connect()];
    expect((await join(a, room)).ok).toBe(true);
    expect((await join(b, room)).viewers).toBe(2);
    expect(await join(c, room)).toEqual(FULL);
    // The same socket joining its room again (a catch-up after a lost connection) is not turned away …
    expect(await join(a, room)).toMatchObject({ ok: true, viewers: 2 });
    // … nor, while this process has just started (a restart), a client that was admitted before and comes
    // back on a new connection. Later, with no process gone, its word alone opens nothing.
    const back = await connect();
    expect(await join(back, room, { rejoin: true })).toMatchObject({ ok: true });
    const liar = await connect();
    t.clock.advance(REJOIN_GRACE_MS);
    expect(await join(liar, room, { rejoin: true })).toEqual(FULL);
    // The cap is per room.
    expect((await join(c, other)).ok).toBe(true);
    back.disconnect();
    b.disconnect();
    await expect.poll(async () => (await join(c, room)).ok).toBe(true);
  });

  it('lets a recovered connection back into a full room', async () => {
    const { connect } = await chatServer({ maxViewers: 1, recoveryMs: 60_000 });
    const a = await connect(undefined, true);
    // socket.io recovers a session from the last broadcast it delivered: the room's count is one.
    const counted = new Promise((resolve) => a.once(CHAT_EVENTS.viewers, resolve));
    expect((await join(a, room)).ok).toBe(true);
    await counted;
    const b = await connect();
    expect(await join(b, room)).toEqual(FULL);
    // The transport drops; socket.io recovers the session and puts the socket back in its room.
    const recovered = new Promise<boolean>((resolve) => a.once('connect', () => resolve(a.recovered)));
    a.io.engine.close();
    expect(await recovered).toBe(true);
    expect(await join(a, room)).toMatchObject({ ok: true, viewers: 1 });
    expect(await join(b, room)).toEqual(FULL);
  });

  it('asks the viewer total it is given; unlimited by default, it asks nothing', async () => {
    let asked = 0;
    const total = () => {
      asked++;
      return 10_000;
    };
    expect(t.config.liveRoomMaxViewers).toBeNull();
    const open = await chatServer({ viewerTotal: total });
    for (let i = 0; i < 3; i++) expect((await join(await open.connect(), room)).ok).toBe(true);
    expect(asked).toBe(0);
    const capped = await chatServer({ viewerTotal: total, maxViewers: 10_000 });
    expect(await join(await capped.connect(), room)).toEqual(FULL);
    expect(asked).toBe(1);
  });
});

describe('slow mode', () => {
  it('switches on above the threshold, one message per N seconds per user, and off after the quiet period', async () => {
    // More than 1 message per second over 10 s (11 in the window) → one message per 5 s per user.
    const { connect } = await chatServer({ slowModeRate: 1, slowModeSeconds: 5, rateBurst: 100 });
    const [u1, u2] = [await freshUser(), await freshUser()];
    const [s1, s2, watcher] = [await connect(u1.token), await connect(u2.token), await connect()];
    for (const s of [s1, s2, watcher])
      expect(await join(s, room)).toMatchObject({ ok: true, slowSeconds: 0 });
    const modes: number[] = [];
    watcher.on(CHAT_EVENTS.mode, (m: { roomId: string; slowSeconds: number }) => {
      if (m.roomId === String(room)) modes.push(m.slowSeconds);
    });

    // At the threshold (10 in the window) nothing changes: the same user sends on without waiting.
    for (let i = 0; i < 10; i++) expect((await send(s1, `slow-a-${i}-0000`, `第${i}条`)).ok).toBe(true);
    expect(modes).toEqual([]);
    expect((await send(s1, 'slow-a-10-0000', '第10条')).ok).toBe(true);
    await expect.poll(() => modes).toEqual([5]);
    expect(await join(await connect(), room)).toMatchObject({ ok: true, slowSeconds: 5 });

    expect(await send(s1, 'slow-a-11-0000', '太快了')).toEqual({
      ok: false,
      msg: '慢速模式中，请5秒后再发言',
      retryInMs: 5000,
    });
    expect((await send(s2, 'slow-b-0-00000', '我还没说过')).ok).toBe(true);
    t.clock.advance(2000);
    expect(await send(s2, 'slow-b-1-00000', '再说一句')).toMatchObject({
      ok: false,
      msg: '慢速模式中，请3秒后再发言',
      retryInMs: 3000,
    });
    t.clock.advance(3000);
    expect((await send(s1, 'slow-a-12-0000', '五秒后')).ok).toBe(true);

    // The messages leave the window, but slow mode stays until the rate has been low for 60 s.
    t.clock.advance(30_000);
    expect((await send(s1, 'slow-a-13-0000', '安静了')).ok).toBe(true);
    expect(await join(await connect(), room)).toMatchObject({ slowSeconds: 5 });
    expect(modes).toEqual([5]);
    t.clock.advance(30_000);
    expect((await send(s1, 'slow-a-14-0000', '恢复正常')).ok).toBe(true);
    expect((await send(s1, 'slow-a-15-0000', '连发一条')).ok).toBe(true);
    await expect.poll(() => modes).toEqual([5, 0]);
    expect(await join(await connect(), room)).toMatchObject({ slowSeconds: 0 });
  });

  it('is off for good with a threshold of 0', async () => {
    const { connect } = await chatServer({ slowModeRate: 0, slowModeSeconds: 5, rateBurst: 100 });
    const u = await freshUser();
    const s = await connect(u.token);
    await join(s, other);
    for (let i = 0; i < 30; i++)
      expect((await send(s, `never-slow-${i}-00`, `第${i}条`, other)).ok).toBe(true);
    expect(await join(s, other)).toMatchObject({ slowSeconds: 0 });
  });
});

describe('settings', () => {
  const live = (env: NodeJS.ProcessEnv) => {
    const c = loadConfig(env);
    return [c.liveRoomMaxViewers, c.liveRoomSlowModeRate, c.liveRoomSlowModeSeconds];
  };
  it('defaults: no cap, slow mode above 30 messages per second, 5 s per user', () => {
    expect(live({})).toEqual([null, 30, 5]);
    expect(live({ LIVE_ROOM_MAX_VIEWERS: ' ', LIVE_ROOM_SLOW_MODE_RATE: '' })).toEqual([null, 30, 5]);
    expect(
      live({
        LIVE_ROOM_MAX_VIEWERS: '10000',
        LIVE_ROOM_SLOW_MODE_RATE: '0.5',
        LIVE_ROOM_SLOW_MODE_SECONDS: '30',
      }),
    ).toEqual([10_000, 0.5, 30]);
    expect(live({ LIVE_ROOM_SLOW_MODE_RATE: '0' })).toEqual([null, 0, 5]);
  });
  it.each([
    ['LIVE_ROOM_MAX_VIEWERS', '0'],
    ['LIVE_ROOM_MAX_VIEWERS', '1.5'],
    ['LIVE_ROOM_MAX_VIEWERS', '十'],
    ['LIVE_ROOM_SLOW_MODE_RATE', '-1'],
    ['LIVE_ROOM_SLOW_MODE_RATE', 'fast'],
    ['LIVE_ROOM_SLOW_MODE_SECONDS', '0'],
    ['LIVE_ROOM_SLOW_MODE_SECONDS', '2.5'],
  ])('stops the start on %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
