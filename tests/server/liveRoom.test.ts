import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '../../server/account/sessions';
import { CHAT_EVENTS } from '../../domain/chatEvents';
import {
  attachChat,
  CATCH_UP_PAGE,
  RESEND_ALLOWANCE,
  type ChatServer,
} from '../../server/liveRoom/chatServer';
import { seedRooms } from '../../server/seed/liveRoom';
import { chatSocket, getJson, postJson, startTestApp, type TestApp } from './helpers';
import { createLiveRoom } from './factories';

let t: TestApp;
/** The chat tests' rooms, none with a password: where most of them talk, the catch-up's and the count's. */
let room: number;
let paged: number;
let recovered: number;
beforeAll(async () => {
  t = await startTestApp();
  room = (await createLiveRoom(t.db)).id;
  paged = (await createLiveRoom(t.db, { liveStatus: '2' })).id;
  recovered = (await createLiveRoom(t.db)).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function freshUser() {
  const r = await postJson(t.app, '/api/__test/liveRoom/user');
  expect(r.body.code).toBe(200);
  return r.body.data as { uid: number; token: string; nickName: string };
}

describe('live room calls (001 §7)', () => {
  it('answers a room with the spec fields, and 直播间不存在 (code 404) for an unknown one', async () => {
    const made = await createLiveRoom(t.db, { announcement: '请文明发言。' });
    const r = await getJson(t.app, `/api/liveRoom/${made.id}`);
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({
      id: made.id,
      name: made.name,
      pullUrl: made.pullUrl,
      roomNo: made.roomNo,
      liveStatus: '0',
      hasPass: '1',
      announcement: '请文明发言。',
    });
    expect(r.body.data.password).toBeUndefined();
    // An answer the page can tell from a failure (数据错误 stays for those): the room does not exist.
    const missing = await getJson(t.app, '/api/liveRoom/999999');
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ code: 404, msg: '直播间不存在' });
    expect((await getJson(t.app, '/api/liveRoom/abc')).body).toEqual({ code: 404, msg: '直播间不存在' });
  });

  it('withholds the stream of a room with a password until this user entered it', async () => {
    const u = await freshUser();
    const other = await freshUser();
    const { id, pullUrl } = await createLiveRoom(t.db, { password: '888888', requireMakeUp: true });
    const open = await createLiveRoom(t.db);
    const room = async (tok?: string) => (await getJson(t.app, `/api/liveRoom/${id}`, tok)).body.data;
    const verify = (body: object, tok?: string) => postJson(t.app, '/api/liveRoom/verifyPass', body, tok);
    // A live room with the password 888888. Visitors and users who have not entered it get no pullUrl.
    expect(await room()).toMatchObject({ hasPass: '0', passVerified: '0', pullUrl: '' });
    expect(await room(u.token)).toMatchObject({ hasPass: '0', passVerified: '0', pullUrl: '' });
    expect(JSON.stringify(await room(u.token))).not.toContain('/media/');
    // The call needs a login, the spec's message for an empty password, and the right password.
    expect((await verify({ roomId: id, password: '888888' })).status).toBe(401);
    expect((await verify({ roomId: id, password: ' ' }, u.token)).body).toEqual({
      code: 500,
      msg: '请输入参会密码',
    });
    expect((await verify({ roomId: id, password: '123456' }, u.token)).body).toEqual({
      code: 500,
      msg: '参会密码错误',
    });
    expect((await verify({ roomId: 999999, password: '888888' }, u.token)).body.msg).toBe('直播间不存在');
    expect((await verify({ roomId: `0x${id.toString(16)}`, password: '888888' }, u.token)).body.msg).toBe(
      '直播间不存在',
    );
    expect((await room(u.token)).pullUrl).toBe('');
    expect((await verify({ roomId: `0${id}`, password: '888888' }, u.token)).body).toEqual({
      code: 200,
      msg: '操作成功',
      data: { pullUrl },
    });
    // Granted for this user (kept server-side, so also after a reload), not for anyone else.
    expect(await room(u.token)).toMatchObject({ passVerified: '1', pullUrl });
    expect(await room(other.token)).toMatchObject({ passVerified: '0', pullUrl: '' });
    expect(await room()).toMatchObject({ pullUrl: '' });
    // A room without password: always verified, any password.
    expect((await getJson(t.app, `/api/liveRoom/${open.id}`)).body.data).toMatchObject({ passVerified: '1' });
    expect((await verify({ roomId: open.id, password: 'x' }, other.token)).body.data.pullUrl).toBe(
      open.pullUrl,
    );
  });

  it('pauses a user after 10 wrong room passwords for 10 minutes', async () => {
    const u = await freshUser();
    const { id } = await createLiveRoom(t.db, { liveStatus: '1', password: '123456' });
    const verify = (password: string) =>
      postJson(t.app, '/api/liveRoom/verifyPass', { roomId: id, password }, u.token).then((r) => r.body);
    for (let i = 0; i < 10; i++) expect((await verify('000000')).msg).toBe('参会密码错误');
    expect(await verify('123456')).toEqual({ code: 500, msg: '密码错误次数过多，请10分钟后再试' });
    t.clock.advance(10 * 60_000);
    expect((await verify('123456')).code).toBe(200);
  });

  it('reads the room id strictly: 0x1, 1.0 and 1abc are no room', async () => {
    for (const id of ['0x1', '1.0', '1abc', '2147483648'])
      expect((await getJson(t.app, `/api/liveRoom/${id}`)).body).toEqual({ code: 404, msg: '直播间不存在' });
    const { id } = await createLiveRoom(t.db);
    expect((await getJson(t.app, `/api/liveRoom/0${id}`)).body.data.id).toBe(id);
  });

  // About the demo data: the demo's rooms show the page in every state.
  it('seeds rooms in every state', async () => {
    const rooms = await Promise.all(seedRooms.map((r) => getJson(t.app, `/api/liveRoom/${r.id}`)));
    const data = rooms.map((r) => r.body.data as { liveStatus: string; hasPass: string; needMakeUp: string });
    expect(new Set(data.map((d) => d.liveStatus))).toEqual(new Set(['0', '1', '2']));
    expect(new Set(data.map((d) => d.hasPass))).toEqual(new Set(['0', '1']));
    expect(new Set(data.map((d) => d.needMakeUp))).toEqual(new Set(['0', '1']));
  });

  it('needMakeUp says 1 until makeUpUser saved the form; the form has the spec messages', async () => {
    const u = await freshUser();
    const asking = await createLiveRoom(t.db, { requireMakeUp: true });
    const plain = await createLiveRoom(t.db, { requireMakeUp: false });
    const needMakeUp = async (roomId: number) =>
      (await getJson(t.app, `/api/liveRoom/needMakeUp?roomId=${roomId}`, u.token)).body.data;
    expect(await needMakeUp(asking.id)).toBe('1');
    expect(await needMakeUp(plain.id)).toBe('0');
    const empty = await postJson(t.app, '/api/liveRoom/makeUpUser', {}, u.token);
    expect(empty.body).toEqual({ code: 500, msg: '请输入真实姓名' });
    const noHospital = await postJson(t.app, '/api/liveRoom/makeUpUser', { realName: '王' }, u.token);
    expect(noHospital.body.msg).toBe('请输入所属医院');
    const noPhone = await postJson(
      t.app,
      '/api/liveRoom/makeUpUser',
      { realName: '王', hospital: '华西' },
      u.token,
    );
    expect(noPhone.body.msg).toBe('请输入手机号');
    const saved = await postJson(
      t.app,
      '/api/liveRoom/makeUpUser',
      { realName: '王医生', hospital: '华西医院', phone: '13912345678' },
      u.token,
    );
    expect(saved.body.code).toBe(200);
    expect(await needMakeUp(asking.id)).toBe('0');
  });

  it('needs a token for the user calls', async () => {
    expect((await getJson(t.app, '/api/liveRoom/needMakeUp')).status).toBe(401);
    expect((await postJson(t.app, '/api/liveRoom/recordTalk', { roomId: 1, content: 'x' })).status).toBe(401);
    expect((await getJson(t.app, '/api/liveRoom/userSign?userId=1')).status).toBe(401);
  });

  it('userSign answers a TLSSigAPIv2 signature of the caller in msg', async () => {
    const u = await freshUser();
    const r = await getJson(t.app, `/api/liveRoom/userSign?userId=${u.uid}`, u.token);
    expect(r.body.code).toBe(200);
    const raw = String(r.body.msg).replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
    const doc = JSON.parse(inflateSync(Buffer.from(raw, 'base64')).toString()) as Record<string, unknown>;
    expect(doc['TLS.identifier']).toBe(String(u.uid));
    expect(doc['TLS.ver']).toBe('2.0');
    expect(typeof doc['TLS.sig']).toBe('string');
    // Someone else's id is not signed.
    expect((await getJson(t.app, '/api/liveRoom/userSign?userId=1', u.token)).body.code).toBe(500);
  });

  it('recordTalk keeps the 30-character rule and records a client id once', async () => {
    const u = await freshUser();
    const { id: roomId } = await createLiveRoom(t.db);
    const tooLong = await postJson(
      t.app,
      '/api/liveRoom/recordTalk',
      { roomId, content: '字'.repeat(31) },
      u.token,
    );
    expect(tooLong.body).toEqual({ code: 500, msg: '留言不能超过30个字' });
    const blank = await postJson(t.app, '/api/liveRoom/recordTalk', { roomId, content: '   ' }, u.token);
    expect(blank.body).toEqual({ code: 500, msg: '请输入留言内容' });
    const body = { roomId, content: '字'.repeat(30), id: 'rec-once-0001' };
    expect((await postJson(t.app, '/api/liveRoom/recordTalk', body, u.token)).body.code).toBe(200);
    expect((await postJson(t.app, '/api/liveRoom/recordTalk', body, u.token)).body.code).toBe(200);
    const { rows } = await t.db.query('SELECT 1 FROM live_talks WHERE client_id = $1', ['rec-once-0001']);
    expect(rows).toHaveLength(1);
  });
});

describe('socket.io chat', () => {
  let chat: ChatServer;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const app = await t.build();
    chat = await attachChat(
      app.server,
      { db: t.db, now: t.clock.now, config: t.config },
      { ratePerSecond: 1 },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await chat.close();
  });

  const connect = (token?: string) => chatSocket(url, sockets, token);
  const join = (s: Socket, roomId: number, sinceSeq = -1) =>
    s.timeout(2000).emitWithAck(CHAT_EVENTS.join, { roomId, sinceSeq });
  const send = (s: Socket, id: string, content: string, roomId = room) =>
    s.timeout(2000).emitWithAck(CHAT_EVENTS.send, { id, roomId, content });

  it('fans a message out to the room once, even when the sender retries with the same id', async () => {
    const u = await freshUser();
    const a = await connect(u.token);
    const b = await connect();
    const joined = await join(b, room);
    expect(joined.ok).toBe(true);
    await join(a, room);
    const got: { id: string; content: string; nickName: string }[] = [];
    b.on(CHAT_EVENTS.messages, (batch: typeof got) => got.push(...batch));
    const first = await send(a, 'sock-msg-0001', '  大家好  ');
    expect(first).toMatchObject({
      ok: true,
      message: { id: 'sock-msg-0001', content: '大家好', nickName: u.nickName },
    });
    const again = await send(a, 'sock-msg-0001', '大家好');
    expect(again.ok).toBe(true);
    expect(again.message.seq).toBe(first.message.seq);
    // A room's broadcasts keep their order: once the next message arrived, a second one would have too.
    expect((await send(a, 'sock-msg-0002', '第二条')).ok).toBe(true);
    await expect.poll(() => got.map((m) => m.id)).toContain('sock-msg-0002');
    expect(got.filter((m) => m.id === 'sock-msg-0001')).toHaveLength(1);
    // The catch-up after a reconnect answers what came after the last seq seen (after what was recorded
    // just before it: the next test).
    const late = await connect();
    const caught = await join(late, room, first.message.seq - 1);
    expect(caught.missed.map((m: { id: string }) => m.id).slice(-2)).toEqual([
      'sock-msg-0001',
      'sock-msg-0002',
    ]);
  });

  it('refuses logged-out senders, 31 characters and empty messages', async () => {
    const anon = await connect();
    await join(anon, room);
    expect(await send(anon, 'anon-msg-0001', '你好')).toEqual({ ok: false, msg: '请先登录' });
    const u = await freshUser();
    const s = await connect(u.token);
    await join(s, room);
    expect(await send(s, 'long-msg-0001', '字'.repeat(31))).toEqual({ ok: false, msg: '留言不能超过30个字' });
    expect(await send(s, 'empty-msg-001', '  ')).toEqual({ ok: false, msg: '请输入留言内容' });
  });

  it('limits a user to a burst of 5, then 1 message per second', async () => {
    const u = await freshUser();
    const s = await connect(u.token);
    await join(s, room);
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await send(s, `rate-msg-000${i}`, `第${i}条`));
    expect(results.slice(0, 5).every((r) => r.ok)).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, msg: '发言太频繁，请1秒后再试' });
    // A retry of an accepted message is still answered (it costs nothing).
    expect((await send(s, 'rate-msg-0000', '第0条')).ok).toBe(true);
    t.clock.advance(1000);
    expect((await send(s, 'rate-msg-0009', '一秒后')).ok).toBe(true);
  });

  // Each of these three was an unhandled rejection that stopped `npm start` (issue 10, item 1).
  it('answers chat.join with a room id beyond int4 with an ack error', async () => {
    const anon = await connect();
    expect(await join(anon, 99999999999)).toEqual({ ok: false, msg: '直播间不存在' });
    expect((await join(anon, room)).ok).toBe(true);
  });

  it('answers chat.join with sinceSeq 1e300 with an ack error', async () => {
    const anon = await connect();
    expect(await join(anon, room, 1e300)).toEqual({ ok: false, msg: '请求参数有误' });
    expect((await join(anon, room)).ok).toBe(true);
  });

  it('reads only with a handshake token holding a NUL byte', async () => {
    const nul = await connect('abc\u0000def');
    expect((await join(nul, room)).ok).toBe(true);
    expect(await send(nul, 'nul-token-0001', '你好')).toEqual({ ok: false, msg: '请先登录' });
    expect((await getJson(t.app, `/api/liveRoom/${room}`)).body.code).toBe(200);
  });

  it('keeps the chat of a room with a password closed until this user entered it', async () => {
    const u = await freshUser();
    const visitor = await connect();
    const user = await connect(u.token);
    const refused = { ok: false, msg: '本场直播需要参会密码' };
    // A room with the password 888888: neither a visitor nor a user who has not entered it reads or writes.
    const { id: closed } = await createLiveRoom(t.db, { password: '888888' });
    expect(await join(visitor, closed)).toEqual(refused);
    expect(await join(user, closed)).toEqual(refused);
    expect(
      await user.timeout(2000).emitWithAck(CHAT_EVENTS.history, { roomId: closed, sinceSeq: 0 }),
    ).toEqual(refused);
    expect(await send(user, 'pw-room-0001', '偷偷说一句', closed)).toEqual(refused);
    const talk = { roomId: closed, content: '偷偷说一句' };
    expect((await postJson(t.app, '/api/liveRoom/recordTalk', talk, u.token)).body).toEqual({
      code: 500,
      msg: '本场直播需要参会密码',
    });
    // Once entered, the same user reads and writes; the visitor still does not.
    const verified = await postJson(
      t.app,
      '/api/liveRoom/verifyPass',
      { roomId: closed, password: '888888' },
      u.token,
    );
    expect(verified.body.code).toBe(200);
    expect(await join(user, closed)).toMatchObject({ ok: true });
    expect(await send(user, 'pw-room-0002', '现在可以说了', closed)).toMatchObject({ ok: true });
    expect(await join(visitor, closed)).toEqual(refused);
  });

  it('a rejoin also brings what was recorded just before the last message held (relays arrive out of seq order)', async () => {
    const u = await freshUser();
    const at = (msAgo: number) => new Date(Date.now() - msAgo);
    const insert = async (clientId: string, msAgo: number) =>
      Number(
        (
          await t.db.query<{ id: string }>(
            `INSERT INTO live_talks (room_id, uid, client_id, content, created_at) VALUES ($5, $1, $2, $3, $4)
             RETURNING id`,
            [u.uid, clientId, clientId, at(msAgo), room],
          )
        ).rows[0]!.id,
      );
    const run = Math.random().toString(36).slice(2, 8);
    await insert(`old-${run}`, 60_000);
    await insert(`late-${run}`, 1_000);
    // The viewer holds this one; the one recorded a second before never reached it.
    const held = await insert(`held-${run}`, 0);
    const reader = await connect();
    const rejoin = await join(reader, room, held);
    const ids = (rejoin.missed as { id: string }[]).map((m) => m.id);
    expect(ids).toContain(`late-${run}`);
    expect(ids).not.toContain(`old-${run}`);
    // A history page (the catch-up's next pages) reads strictly after its seq.
    const page = await reader
      .timeout(2000)
      .emitWithAck(CHAT_EVENTS.history, { roomId: room, sinceSeq: held });
    expect(page).toMatchObject({ ok: true, missed: [] });
  });

  it('a resend of a message nobody was told of goes out once, and only its sender can make it go out', async () => {
    const [author, other] = [await freshUser(), await freshUser()];
    const id = `unsent-${Math.random().toString(36).slice(2, 8)}`;
    // Recorded by a process that died before its broadcast (issue 33).
    await t.db.query(
      `INSERT INTO live_talks (room_id, uid, client_id, content, created_at) VALUES ($3, $1, $2, '未发出', now())`,
      [author.uid, id, room],
    );
    const reader = await connect();
    await join(reader, room);
    const got: string[] = [];
    reader.on(CHAT_EVENTS.messages, (batch: { id: string }[]) => got.push(...batch.map((m) => m.id)));
    const [a, b] = [await connect(author.token), await connect(other.token)];
    for (const s of [a, b]) await join(s, room);
    // Someone else naming its id is answered, and brings nothing back to the room (a later message came,
    // it did not) …
    expect(await send(b, id, '未发出')).toMatchObject({ ok: true, message: { id } });
    expect((await send(b, `${id}-b`, '别人')).ok).toBe(true);
    await expect.poll(() => got).toContain(`${id}-b`);
    expect(got).not.toContain(id);
    // … its author's resend sends it, once; a later message shows nothing else came.
    expect(await send(a, id, '未发出')).toMatchObject({ ok: true, message: { id } });
    expect(await send(a, id, '未发出')).toMatchObject({ ok: true });
    const after = `${id}-after`;
    expect((await send(a, after, '之后')).ok).toBe(true);
    await expect.poll(() => got).toContain(after);
    expect(got.filter((x) => x === id)).toHaveLength(1);
  });

  it('pages the catch-up until complete: join says more, chat.history gives the next pages in seq order', async () => {
    const u = await freshUser();
    const s = await connect(u.token);
    await join(s, paged);
    const before = (await join(s, paged)).missed as { seq: number }[];
    const from = before.at(-1)?.seq ?? 0;
    // More than one page is recorded straight into the table (the socket's rate limit would take minutes).
    const n = CATCH_UP_PAGE + 30;
    await t.db.query(
      `INSERT INTO live_talks (room_id, uid, client_id, content, created_at)
       SELECT $3, $1, 'page-' || g, 'p' || g, now() FROM generate_series(1, $2) g`,
      [u.uid, n, paged],
    );
    const reader = await connect();
    const first = await join(reader, paged, from);
    expect(first).toMatchObject({ ok: true, more: true });
    expect(first.missed).toHaveLength(CATCH_UP_PAGE);
    const all = [...first.missed] as { id: string; seq: number }[];
    let more = first.more as boolean;
    while (more) {
      const page = await reader
        .timeout(2000)
        .emitWithAck(CHAT_EVENTS.history, { roomId: paged, sinceSeq: all.at(-1)!.seq });
      expect(page.ok).toBe(true);
      all.push(...page.missed);
      more = page.more;
    }
    expect(all.map((m) => m.id)).toEqual(Array.from({ length: n }, (_, i) => `page-${i + 1}`));
    expect(all.every((m, i) => i === 0 || m.seq > all[i - 1]!.seq)).toBe(true);
    expect(
      await reader.timeout(2000).emitWithAck(CHAT_EVENTS.history, { roomId: paged, sinceSeq: 1e300 }),
    ).toEqual({
      ok: false,
      msg: '请求参数有误',
    });
  });

  it('recordTalk spends the same per-user budget as chat.send; a recorded client id spends nothing', async () => {
    const u = await freshUser();
    const s = await connect(u.token);
    await join(s, room);
    for (let i = 0; i < 5; i++) expect((await send(s, `both-msg-000${i}`, `第${i}条`)).ok).toBe(true);
    const http = (id: string) =>
      postJson(t.app, '/api/liveRoom/recordTalk', { roomId: room, content: '网页', id }, u.token);
    expect((await http('both-http-0001')).body).toEqual({ code: 500, msg: '发言太频繁，请1秒后再试' });
    // What the page records after the socket acknowledged a message (the same id) passes.
    expect((await http('both-msg-0000')).body.code).toBe(200);
    t.clock.advance(1000);
    expect((await http('both-http-0002')).body.code).toBe(200);
    expect((await send(s, 'both-msg-0009', '又一条')).msg).toBe('发言太频繁，请1秒后再试');
    // And the other way round: HTTP spends, the socket is refused.
    const v = await freshUser();
    for (let i = 0; i < 5; i++)
      expect(
        (await postJson(t.app, '/api/liveRoom/recordTalk', { roomId: room, content: `h${i}` }, v.token)).body
          .code,
      ).toBe(200);
    const vs = await connect(v.token);
    expect((await send(vs, 'http-first-001', '套接字')).msg).toBe('发言太频繁，请1秒后再试');
  });

  it('lets a queued resend through beyond the burst, and names when to try again after that', async () => {
    const u = await freshUser();
    const s = await connect(u.token);
    await join(s, room);
    for (let i = 0; i < 5; i++) expect((await send(s, `queue-msg-000${i}`, `第${i}条`)).ok).toBe(true);
    const queued = (id: string) =>
      s
        .timeout(2000)
        .emitWithAck(CHAT_EVENTS.send, { id, roomId: room, content: '离线时写的', queued: true });
    const fresh = await send(s, 'queue-new-0001', '新的一条');
    expect(fresh).toMatchObject({ ok: false, msg: '发言太频繁，请1秒后再试', retryInMs: 1000 });
    for (let i = 0; i < RESEND_ALLOWANCE; i++) expect((await queued(`queue-old-00${i}`)).ok).toBe(true);
    expect(await queued('queue-old-0999')).toEqual({
      ok: false,
      msg: '发言太频繁，请1秒后再试',
      retryInMs: 1000,
    });
    t.clock.advance(1000);
    expect((await queued('queue-old-0999')).ok).toBe(true);
  });

  it('logout disconnects the sockets of that session at once; they come back read-only', async () => {
    const u = await freshUser();
    const other = await freshUser();
    const a = await connect(u.token);
    const b = await connect(u.token);
    const bystander = await connect(other.token);
    for (const s of [a, b, bystander]) await join(s, room);
    expect((await send(a, 'logout-msg-0001', '退出前')).ok).toBe(true);
    const gone = [a, b].map((s) => new Promise<string>((r) => s.once('disconnect', r)));
    const out = await postJson(t.app, '/api/radio/user/logout', {}, u.token);
    expect(out.body.code).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(bystander.connected).toBe(true);
    // Reconnecting with the ended token: a visitor, who reads but cannot send.
    const again = await connect(u.token);
    expect((await join(again, room)).ok).toBe(true);
    expect(await send(again, 'logout-msg-0002', '退出后')).toEqual({ ok: false, msg: '请先登录' });
    expect((await send(bystander, 'logout-msg-0003', '别人还在')).ok).toBe(true);
  });

  it('a session that expires while connected stops sending', async () => {
    const u = await freshUser();
    const s = await connect(u.token);
    await join(s, room);
    expect((await send(s, 'expire-msg-0001', '过期前')).ok).toBe(true);
    t.clock.advance(TOKEN_TTL_MS);
    expect(await send(s, 'expire-msg-0002', '过期后')).toEqual({
      ok: false,
      msg: '当前登录状态已过期, 请重新登录',
    });
    expect(await send(s, 'expire-msg-0003', '再试')).toEqual({ ok: false, msg: '请先登录' });
    expect((await join(s, room)).ok).toBe(true);
  });
});

/** Timers the test runs by hand: the viewer count's rounds (`tick`) and the broadcast windows (`endWindows`). */
function manualTimers() {
  const rounds = new Set<() => void>();
  let windows: (() => void)[] = [];
  return {
    every: (_ms: number, fn: () => void) => {
      rounds.add(fn);
      return () => rounds.delete(fn);
    },
    after: (_ms: number, fn: () => void) => {
      windows.push(fn);
      return () => {
        windows = windows.filter((w) => w !== fn);
      };
    },
    tick: () => rounds.forEach((f) => f()),
    endWindows: () => {
      const due = windows;
      windows = [];
      due.forEach((f) => f());
    },
  };
}

describe('socket.io chat: viewer count and broadcast batches (decision 0073)', () => {
  let chat: ChatServer;
  let url: string;
  const timers = manualTimers();
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const app = await t.build();
    chat = await attachChat(app.server, { db: t.db, now: t.clock.now, config: t.config }, { timers });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await chat.close();
  });

  const connect = (token?: string) => chatSocket(url, sockets, token);
  const join = (s: Socket, roomId: number) =>
    s.timeout(5000).emitWithAck(CHAT_EVENTS.join, { roomId, sinceSeq: -1 }) as Promise<{ viewers: number }>;

  it('N joins cost N count events, not N(N+1)/2; the count follows leaves, switches and disconnects', async () => {
    const n = 40;
    const viewers = await Promise.all(Array.from({ length: n }, () => connect()));
    const heard = viewers.map(() => [] as string[]);
    viewers.forEach((s, i) =>
      s.on(CHAT_EVENTS.viewers, (v: { roomId: string; count: number }) =>
        heard[i]!.push(`${v.roomId}:${v.count}`),
      ),
    );
    const acks = await Promise.all(viewers.map((s) => join(s, paged)));
    // Each join answers the count with itself in it; the last one answers all of them.
    expect(Math.max(...acks.map((a) => a.viewers))).toBe(n);
    expect(chat.viewers.total(paged)).toBe(n);
    // Joining the same room again counts nothing.
    expect((await join(viewers[0]!, paged)).viewers).toBe(n);

    timers.tick();
    await expect.poll(() => heard.every((h) => h.length === 1)).toBe(true);
    expect(heard.flat()).toEqual(Array(n).fill(`${paged}:${n}`));

    // A switch (room 4 → 1) and a disconnect. Within the same second the rooms already told wait…
    expect((await join(viewers[0]!, room)).viewers).toBe(1);
    const gone = new Promise((r) => viewers[1]!.once('disconnect', r));
    viewers[1]!.disconnect();
    await gone;
    await expect.poll(() => chat.viewers.total(paged)).toBe(n - 2);
    expect(chat.viewers.total(room)).toBe(1);
    timers.tick();
    // …except room 1, told for the first time; a second later room 4 hears the new total once.
    await expect.poll(() => heard[0]).toEqual([`${paged}:${n}`, `${room}:1`]);
    t.clock.advance(1000);
    timers.tick();
    timers.tick();
    await expect.poll(() => heard.slice(2).every((h) => h.length === 2)).toBe(true);
    for (const h of heard.slice(2)) expect(h).toEqual([`${paged}:${n}`, `${paged}:${n - 2}`]);
    // In all: 2 rounds × the room, where one count per join and leave was (n + 1) × n / 2 + … events.
    expect(heard.flat()).toHaveLength(2 * (n - 2) + 2 + 1);
    // Nothing changed: another round, a second later, tells no one (the next change below arrives alone).
    t.clock.advance(1000);
    timers.tick();
    const late = await connect();
    expect((await join(late, paged)).viewers).toBe(n - 1);
    timers.tick();
    await expect.poll(() => heard[2]!.at(-1)).toBe(`${paged}:${n - 1}`);
    expect(heard[2]).toEqual([`${paged}:${n}`, `${paged}:${n - 2}`, `${paged}:${n - 1}`]);
  });

  it('a connection recovered after a drop counts once again', async () => {
    const before = chat.viewers.total(recovered);
    const s = ioClient(url, { transports: ['websocket'], reconnectionDelay: 10, randomizationFactor: 0 });
    sockets.push(s);
    await new Promise<void>((r) => s.once('connect', () => r()));
    const told = new Promise((r) => s.once(CHAT_EVENTS.viewers, r));
    await join(s, recovered);
    expect(chat.viewers.total(recovered)).toBe(before + 1);
    // socket.io recovers a connection that has had a broadcast of the room (it resumes after that one).
    timers.tick();
    await told;
    // The transport drops (not a disconnect the client asked for): socket.io puts it back in its room.
    const back = new Promise<void>((r) => s.once('connect', () => r()));
    s.io.engine.close();
    await back;
    expect(s.recovered).toBe(true);
    await expect.poll(() => chat.viewers.total(recovered)).toBe(before + 1);
    s.disconnect();
    await expect.poll(() => chat.viewers.total(recovered)).toBe(before);
  });

  it('a burst reaches each socket as one chat.messages in seq order; the sender’s ack answers at once', async () => {
    const u = await freshUser();
    const sender = await connect(u.token);
    const reader = await connect();
    await join(sender, room);
    await join(reader, room);
    const batches: string[][] = [];
    reader.on(CHAT_EVENTS.messages, (batch: { id: string }[]) => batches.push(batch.map((m) => m.id)));
    const send = (id: string) =>
      sender
        .timeout(5000)
        .emitWithAck(CHAT_EVENTS.send, { id, roomId: room, content: id.slice(-4) }) as Promise<{
        ok: boolean;
        message: { seq: number };
      }>;
    // The first after a quiet spell goes out at once.
    expect((await send('batch-msg-0001')).ok).toBe(true);
    await expect.poll(() => batches).toEqual([['batch-msg-0001']]);
    // Three more while its window is open: each acknowledged at once, broadcast together when it ends.
    const acks = [await send('batch-msg-0002'), await send('batch-msg-0003'), await send('batch-msg-0004')];
    expect(acks.every((a) => a.ok)).toBe(true);
    expect(acks[1]!.message.seq).toBeGreaterThan(acks[0]!.message.seq);
    timers.endWindows();
    await expect.poll(() => batches.length).toBe(2);
    expect(batches[1]).toEqual(['batch-msg-0002', 'batch-msg-0003', 'batch-msg-0004']);
    // A window with nothing in it closes; the next message goes out at once again.
    timers.endWindows();
    expect((await send('batch-msg-0005')).ok).toBe(true);
    await expect.poll(() => batches.length).toBe(3);
    expect(batches).toEqual([
      ['batch-msg-0001'],
      ['batch-msg-0002', 'batch-msg-0003', 'batch-msg-0004'],
      ['batch-msg-0005'],
    ]);
  });
});
