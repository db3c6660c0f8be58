import { describe, expect, it, vi } from 'vitest';
import { createChatStore, type ChatEntry } from '../../realtime/chat/chatStore';
import {
  createSocketTransport,
  RECONNECT,
  rejoinDelayMs,
  type ChatSocket,
  type SocketTransportOptions,
} from '../../realtime/chat/socketTransport';
import type { ChatMessage, ChatStatus } from '../../realtime/chat/types';
import { chatContentSchema, makeUpSchema } from '../../src/schemas/liveRoom';
import { timSdkAppId } from '../../src/features/liveRoom/chatConfig';

const msgOf = (id: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  roomId: '1',
  uid: '7',
  nickName: '观众',
  content: `内容${id}`,
  createTime: 0,
  ...extra,
});

function manualFrames() {
  const queue: (() => void)[] = [];
  return {
    schedule: (run: () => void) => {
      queue.push(run);
      return () => queue.splice(queue.indexOf(run), 1);
    },
    pending: () => queue.length,
    runFrame: () => queue.splice(0).forEach((f) => f()),
  };
}

/** A chat store whose frames run only when the test says (`frames.runFrame()`). */
function frameStore(max?: number) {
  const frames = manualFrames();
  const store = createChatStore({ schedule: frames.schedule, ...(max === undefined ? {} : { max }) });
  return { frames, store };
}

describe('chat store', () => {
  it('batches a burst into one update per frame', () => {
    const { frames, store } = frameStore();
    let updates = 0;
    store.subscribe(() => updates++);
    for (let i = 0; i < 300; i++) store.push(msgOf(`m${i}`));
    expect(frames.pending()).toBe(1);
    expect(store.getSnapshot()).toHaveLength(0);
    frames.runFrame();
    expect(updates).toBe(1);
    expect(store.getSnapshot()).toHaveLength(300);
    expect(store.getSnapshot()[0]!.id).toBe('m0');
  });

  it('keeps only the last 500 and never shows an id twice, even after it left the window', () => {
    const { frames, store } = frameStore();
    for (let i = 0; i < 1200; i++) store.push(msgOf(`m${i}`));
    store.push(msgOf('m1199'));
    frames.runFrame();
    const ids = store.getSnapshot().map((e) => e.id);
    expect(ids).toHaveLength(500);
    expect(ids[0]).toBe('m700');
    expect(ids.at(-1)).toBe('m1199');
    store.push(msgOf('m10')); // evicted long ago: a late duplicate (catch-up) stays hidden
    store.push(msgOf('m900'));
    frames.runFrame();
    expect(store.getSnapshot()).toHaveLength(500);
    expect(store.stats.duplicates).toBe(3);
  });

  it('shows one’s own message at once as pending; the echo or the ack makes it sent; failure allows a retry', () => {
    const { frames, store } = frameStore();
    store.addOwn(msgOf('own1'));
    const state = () => store.getSnapshot().map((e: ChatEntry) => [e.id, e.state]);
    expect(state()).toEqual([['own1', 'pending']]);
    store.push(msgOf('own1', { seq: 9 }));
    frames.runFrame();
    expect(state()).toEqual([['own1', 'sent']]);
    expect(store.getSnapshot()[0]!.seq).toBe(9);

    store.addOwn(msgOf('own2'));
    store.markFailed('own2', '超时');
    expect(state()).toEqual([
      ['own1', 'sent'],
      ['own2', 'failed'],
    ]);
    store.markPending('own2');
    expect(state()[1]).toEqual(['own2', 'pending']);
    store.markSent('own2', msgOf('own2', { seq: 10 }));
    expect(state()[1]).toEqual(['own2', 'sent']);
    store.markFailed('own2', 'late'); // a sent message stays sent
    expect(state()[1]).toEqual(['own2', 'sent']);
  });

  it('keeps the server’s seq order whatever order pages and broadcasts arrive in; own unacknowledged last', () => {
    const { frames, store } = frameStore();
    store.push(msgOf('s10', { seq: 10 }));
    store.push(msgOf('s13', { seq: 13 }));
    frames.runFrame();
    store.addOwn(msgOf('mine', { uid: '1' }));
    // A catch-up page (11, 12) after a live broadcast (13), then a newer broadcast (14).
    store.push(msgOf('s12', { seq: 12 }));
    store.push(msgOf('s11', { seq: 11 }));
    store.push(msgOf('s14', { seq: 14 }));
    frames.runFrame();
    expect(store.getSnapshot().map((e) => e.id)).toEqual(['s10', 's11', 's12', 's13', 's14', 'mine']);
    // Acknowledged with seq 15 it stays last; with an older seq it moves to its place.
    store.markSent('mine', msgOf('mine', { uid: '1', seq: 12.5 }));
    expect(store.getSnapshot().map((e) => e.id)).toEqual(['s10', 's11', 's12', 'mine', 's13', 's14']);
  });

  it('counts the messages that left the bounded window', () => {
    const { frames, store } = frameStore(3);
    for (let i = 1; i <= 5; i++) store.push(msgOf(`w${i}`, { seq: i }));
    frames.runFrame();
    expect(store.getSnapshot().map((e) => e.id)).toEqual(['w3', 'w4', 'w5']);
    expect(store.stats.dropped).toBe(2);
    // A late page older than the window goes straight out, and is counted too, never shown twice.
    store.push(msgOf('w0', { seq: 0 }));
    store.push(msgOf('w1', { seq: 1 }));
    frames.runFrame();
    expect(store.getSnapshot().map((e) => e.id)).toEqual(['w3', 'w4', 'w5']);
    expect(store.stats.dropped).toBe(3);
  });
});

/** A fake of the socket.io-client Socket surface the transport uses. */
function fakeSocket() {
  const handlers = new Map<string, ((...a: unknown[]) => void)[]>();
  const ioHandlers = new Map<string, (() => void)[]>();
  const emitted: { event: string; payload: unknown; timeout: number }[] = [];
  let answer: (event: string, payload: unknown) => Promise<unknown> = async () => ({
    ok: true,
    viewers: 1,
    missed: [],
  });
  const socket = {
    connected: false,
    recovered: false,
    on(event: string, fn: (...a: unknown[]) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), fn]);
      return socket;
    },
    off: () => socket,
    emit: () => socket,
    connect: () => socket,
    disconnect: () => socket,
    timeout(ms: number) {
      return {
        emitWithAck: (event: string, payload: unknown) => {
          emitted.push({ event, payload, timeout: ms });
          return answer(event, payload);
        },
      };
    },
    io: {
      on(event: string, fn: () => void) {
        ioHandlers.set(event, [...(ioHandlers.get(event) ?? []), fn]);
      },
    },
  };
  return {
    socket: socket as unknown as ChatSocket,
    raw: socket,
    emitted,
    fire: (event: string, ...args: unknown[]) => {
      if (event === 'connect') socket.connected = true;
      if (event === 'disconnect') socket.connected = false;
      handlers.get(event)?.forEach((f) => f(...args));
    },
    fireIo: (event: string) => ioHandlers.get(event)?.forEach((f) => f()),
    answerWith: (f: typeof answer) => {
      answer = f;
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

/**
 * The socket.io transport of room 1 with token `tok` over a fake socket (`f`). Its waits between tries
 * do not wait: they are recorded in `sleeps`; `connectOptions` are what it gave socket.io.
 */
function openTransport(options: Partial<SocketTransportOptions> = {}) {
  const f = fakeSocket();
  const sleeps: number[] = [];
  let connectOptions: Record<string, unknown> = {};
  const t = createSocketTransport({
    roomId: '1',
    token: 'tok',
    connect: (_url, o) => {
      connectOptions = o as Record<string, unknown>;
      return f.socket;
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { f, t, sleeps, connectOptions: () => connectOptions };
}

describe('socket.io transport', () => {
  it('joins the room on connect, then catches up from the last seq after a reconnect without recovery', async () => {
    const { f, t, connectOptions } = openTransport();
    expect(connectOptions()).toMatchObject({ auth: { token: 'tok' }, reconnection: true });
    const statuses: ChatStatus[] = [];
    const got: string[] = [];
    t.status$.subscribe((s) => statuses.push(s));
    t.messages$.subscribe((m) => got.push(m.id));
    f.answerWith(async () => ({
      ok: true,
      viewers: 3,
      missed: [msgOf('h1', { seq: 4 }), msgOf('h2', { seq: 5 })],
    }));
    f.fire('connect');
    await tick();
    expect(f.emitted[0]).toMatchObject({ event: 'chat.join', payload: { roomId: '1', sinceSeq: -1 } });
    expect(got).toEqual(['h1', 'h2']);
    f.fire('chat.messages', [msgOf('m7', { seq: 7 }), msgOf('other-room', { roomId: '2', seq: 8 })]);
    expect(got).toEqual(['h1', 'h2', 'm7']);

    f.fire('disconnect', 'transport close');
    f.fireIo('reconnect_attempt');
    f.answerWith(async () => ({ ok: true, viewers: 2, missed: [msgOf('m8', { seq: 8 })] }));
    f.fire('connect');
    await tick();
    expect(f.emitted[1]).toMatchObject({ event: 'chat.join', payload: { sinceSeq: 7 } });
    expect(got).toEqual(['h1', 'h2', 'm7', 'm8']);
    // A recovered session is already back in its room: no join.
    f.raw.recovered = true;
    f.fire('connect');
    await tick();
    expect(f.emitted).toHaveLength(2);
    expect(statuses).toEqual([
      'connecting',
      'connected',
      'reconnecting',
      'reconnecting',
      'connected',
      'connected',
    ]);
    t.close();
  });

  it('retries an unacknowledged message with the same id, and gives up with the reason', async () => {
    const { f, t, sleeps } = openTransport({ ackTimeoutMs: 100, maxAttempts: 3 });
    f.fire('connect');
    await tick();
    let calls = 0;
    f.answerWith(async (event) => {
      if (event !== 'chat.send') return { ok: true, viewers: 1, missed: [] };
      calls++;
      if (calls < 3) throw new Error('operation has timed out');
      return { ok: true, message: msgOf('c-1', { seq: 11 }) };
    });
    const r = await t.send({ id: 'c-1', content: '你好' });
    expect(r).toMatchObject({ ok: true, message: { id: 'c-1', seq: 11 } });
    const sends = f.emitted.filter((e) => e.event === 'chat.send');
    // The same id every time; an attempt after an unanswered one says it waited (`queued`).
    expect(sends.map((e) => e.payload)).toEqual([
      { id: 'c-1', roomId: '1', content: '你好' },
      { id: 'c-1', roomId: '1', content: '你好', queued: true },
      { id: 'c-1', roomId: '1', content: '你好', queued: true },
    ]);
    expect(sends.every((e) => e.timeout === 100)).toBe(true);
    expect(sleeps).toEqual([500, 1000]);

    f.answerWith(async () => {
      throw new Error('operation has timed out');
    });
    expect(await t.send({ id: 'c-2', content: 'x' })).toEqual({
      ok: false,
      reason: 'operation has timed out',
    });
    // A refusal by the server is final: no retry.
    const before = f.emitted.length;
    f.answerWith(async () => ({ ok: false, msg: '发言太频繁，请稍后再试' }));
    expect(await t.send({ id: 'c-3', content: 'y' })).toEqual({
      ok: false,
      reason: '发言太频繁，请稍后再试',
      refused: true,
    });
    expect(f.emitted.length).toBe(before + 1);
    t.close();
  });

  it('pages the catch-up until complete; a broadcast during the catch-up does not move the resume point', async () => {
    const { f, t } = openTransport();
    const got: string[] = [];
    t.messages$.subscribe((m) => got.push(m.id));
    f.answerWith(async (event, payload) => {
      if (event === 'chat.join') {
        // A broadcast arrives while the pages are read.
        f.fire('chat.messages', [msgOf('live9', { seq: 9 })]);
        return {
          ok: true,
          viewers: 1,
          missed: [msgOf('p1', { seq: 1 }), msgOf('p2', { seq: 2 })],
          more: true,
        };
      }
      const since = (payload as { sinceSeq: number }).sinceSeq;
      if (since === 2) return { ok: true, missed: [msgOf('p3', { seq: 3 })], more: true };
      return { ok: true, missed: [msgOf('p4', { seq: 4 })], more: false };
    });
    f.fire('connect');
    await vi.waitFor(() => expect(got).toEqual(['live9', 'p1', 'p2', 'p3', 'p4']));
    expect(f.emitted.map((e) => [e.event, (e.payload as { sinceSeq: number }).sinceSeq])).toEqual([
      ['chat.join', -1],
      ['chat.history', 2],
      ['chat.history', 3],
    ]);
    // Complete: the broadcast's seq counts now, and the next reconnect resumes after it.
    f.fire('disconnect', 'transport close');
    f.answerWith(async () => ({ ok: true, viewers: 1, missed: [], more: false }));
    f.fire('connect');
    await tick();
    expect(f.emitted.at(-1)).toMatchObject({ event: 'chat.join', payload: { sinceSeq: 9 } });

    // Cut off in the middle of the pages: the next join resumes from the last page, not the broadcast.
    f.answerWith(async (event) => {
      if (event === 'chat.join') {
        f.fire('chat.messages', [msgOf('live20', { seq: 20 })]);
        return { ok: true, viewers: 1, missed: [msgOf('p10', { seq: 10 })], more: true };
      }
      f.fire('disconnect', 'transport close');
      throw new Error('operation has timed out');
    });
    f.fire('disconnect', 'transport close');
    f.fire('connect');
    await vi.waitFor(() => expect(f.emitted.at(-1)?.event).toBe('chat.history'));
    f.answerWith(async () => ({ ok: true, viewers: 1, missed: [], more: false }));
    f.fire('connect');
    await tick();
    expect(f.emitted.at(-1)).toMatchObject({ event: 'chat.join', payload: { sinceSeq: 10 } });
    t.close();
  });

  it('a message that waited for the connection waits out the rate limit instead of failing', async () => {
    const { f, t, sleeps } = openTransport();
    let calls = 0;
    f.answerWith(async (event) => {
      if (event !== 'chat.send') return { ok: true, viewers: 1, missed: [] };
      calls++;
      if (calls < 3) return { ok: false, msg: '发言太频繁，请稍后再试', retryInMs: 700 };
      return { ok: true, message: msgOf('q-1', { seq: 30 }) };
    });
    // Typed while offline.
    const sent = t.send({ id: 'q-1', content: '离线' });
    f.fire('connect');
    expect(await sent).toMatchObject({ ok: true, message: { seq: 30 } });
    const sends = f.emitted.filter((e) => e.event === 'chat.send');
    expect(sends.every((e) => (e.payload as { queued?: boolean }).queued === true)).toBe(true);
    expect(sleeps).toEqual([700, 700]);
    t.close();
  });

  it('a full room: the refusal is shown, asked again after the time it names (spread), and a way back in says rejoin', async () => {
    const sleeps: number[] = [];
    let wake = () => {};
    const { f, t } = openTransport({
      random: () => 0.5,
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise<void>((resolve) => (wake = resolve));
      },
    });
    const refusals: (string | null)[] = [];
    t.refusal$!.subscribe((r) => refusals.push(r));
    let full = true;
    f.answerWith(async () =>
      full
        ? { ok: false, msg: '直播间人数已满，请稍后再试', retryInMs: 30_000 }
        : { ok: true, viewers: 7, missed: [] },
    );
    f.fire('connect');
    await tick();
    expect(refusals).toEqual([null, '直播间人数已满，请稍后再试']);
    // 30 s and up to half as long again (random 0.5 → a quarter more), not the 0.5 s of a lost answer.
    expect(sleeps).toEqual([37_500]);
    full = false;
    wake();
    await tick();
    expect(refusals.at(-1)).toBeNull();
    const joins = () => f.emitted.filter((e) => e.event === 'chat.join').map((e) => e.payload);
    expect(joins()).toEqual([
      { roomId: '1', sinceSeq: -1 },
      { roomId: '1', sinceSeq: -1 },
    ]);
    // Once in, a join after a lost connection says it was admitted (a full room lets it back in).
    f.fire('disconnect', 'transport close');
    f.fire('connect');
    await tick();
    // It first waits its share of the re-join's spread (random 0.5 → 1 s of RECONNECT's 2 s).
    expect(sleeps.at(-1)).toBe(1000);
    wake();
    await tick();
    expect(joins().at(-1)).toEqual({ roomId: '1', sinceSeq: -1, rejoin: true });
    t.close();
  });

  it('slow mode: the join ack and the mode event of this room say the seconds; 0 is normal again', async () => {
    const { f, t } = openTransport();
    const seen: number[] = [];
    t.slowSeconds$!.subscribe((n) => seen.push(n));
    f.answerWith(async () => ({ ok: true, viewers: 1, missed: [], slowSeconds: 5 }));
    f.fire('connect');
    await tick();
    f.fire('chat.mode', { roomId: '2', slowSeconds: 9 });
    f.fire('chat.mode', { roomId: '1', slowSeconds: 0 });
    f.fire('chat.mode', { roomId: '1', slowSeconds: 10 });
    expect(seen).toEqual([0, 5, 0, 10]);
    t.close();
  });
});

describe('socket.io transport under load (decision 0073)', () => {
  it('a batch of broadcasts is one store update (one commit), in seq order, each id once', async () => {
    const { f, t } = openTransport();
    const { frames, store } = frameStore();
    let updates = 0;
    store.subscribe(() => updates++);
    store.connect(t.messages$);
    f.fire('connect');
    await tick();
    store.addOwn(msgOf('mine', { uid: '1' }));
    updates = 0;
    f.fire('chat.messages', [
      msgOf('b1', { seq: 21 }),
      msgOf('mine', { uid: '1', seq: 22 }),
      msgOf('elsewhere', { roomId: '2', seq: 23 }),
      msgOf('b3', { seq: 24 }),
    ]);
    f.fire('chat.messages', 'not a batch');
    expect(frames.pending()).toBe(1);
    frames.runFrame();
    expect(updates).toBe(1);
    expect(store.getSnapshot().map((e) => [e.id, e.state])).toEqual([
      ['b1', 'received'],
      ['mine', 'sent'],
      ['b3', 'received'],
    ]);
    // The same batch again (e.g. overlapping a catch-up page): nothing new, nothing shown twice.
    f.fire('chat.messages', [msgOf('b1', { seq: 21 }), msgOf('b3', { seq: 24 })]);
    frames.runFrame();
    expect(updates).toBe(1);
    expect(store.getSnapshot()).toHaveLength(3);
    t.close();
  });

  it('reconnects with explicit backoff and jitter, and spreads the first re-join after a reconnect', async () => {
    expect(rejoinDelayMs(() => 0)).toBe(0);
    expect(rejoinDelayMs(() => 0.5)).toBe(RECONNECT.rejoinSpreadMs / 2);
    expect(rejoinDelayMs(() => 1)).toBeLessThan(RECONNECT.rejoinSpreadMs);
    const { f, t, sleeps, connectOptions } = openTransport({ random: () => 0.25 });
    expect(connectOptions()).toMatchObject({
      reconnectionDelay: RECONNECT.delayMs,
      reconnectionDelayMax: RECONNECT.delayMaxMs,
      randomizationFactor: RECONNECT.randomization,
    });
    expect(RECONNECT.randomization).toBeGreaterThan(0);
    // The first join does not wait.
    f.fire('connect');
    await tick();
    expect(f.emitted.map((e) => e.event)).toEqual(['chat.join']);
    expect(sleeps).toEqual([]);
    // After a reconnect without recovery, the catch-up waits its share of the spread first.
    f.fire('disconnect', 'transport close');
    f.fire('connect');
    await tick();
    expect(sleeps).toEqual([RECONNECT.rejoinSpreadMs / 4]);
    expect(f.emitted.map((e) => e.event)).toEqual(['chat.join', 'chat.join']);
    t.close();
  });
});

describe('live room rules', () => {
  it('chat messages: 30 characters at most, trimmed, never empty', () => {
    expect(chatContentSchema.safeParse('字'.repeat(30)).success).toBe(true);
    expect(chatContentSchema.safeParse('字'.repeat(31)).error?.issues[0]?.message).toBe('留言不能超过30个字');
    expect(chatContentSchema.safeParse('   ').error?.issues[0]?.message).toBe('请输入留言内容');
    expect(chatContentSchema.parse('  好  ')).toBe('好');
  });

  it('the completion form has the spec messages', () => {
    const issues = makeUpSchema.safeParse({ realName: '', hospital: '', phone: '' }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['请输入真实姓名', '请输入所属医院', '请输入手机号']);
  });

  it('Tencent Chat is chosen only when an SDK app id is configured', () => {
    expect(timSdkAppId({})).toBeNull();
    expect(timSdkAppId({ VITE_TIM_SDK_APP_ID: ' ' })).toBeNull();
    expect(timSdkAppId({ VITE_TIM_SDK_APP_ID: '1400123456' })).toBe(1400123456);
  });
});
