import { describe, expect, it } from 'vitest';
import {
  createSendLimiter,
  createTimTransport,
  type TimInstance,
  type TimMessage,
  type TimStatic,
} from '../../realtime/chat/timTransport';
import type { ChatMessage, ChatStatus } from '../../realtime/chat/types';

/** A fake of tim-js-sdk's API surface (TIM.create, EVENT, TYPES and the instance methods used). */
function fakeTim() {
  const EVENT = {
    SDK_READY: 'sdkStateReady',
    SDK_NOT_READY: 'sdkStateNotReady',
    MESSAGE_RECEIVED: 'onMessageReceived',
    KICKED_OUT: 'kickedOut',
    NET_STATE_CHANGE: 'netStateChange',
  };
  const TYPES = {
    CONV_GROUP: 'GROUP',
    GRP_AVCHATROOM: 'AVChatRoom',
    MSG_TEXT: 'TIMTextElem',
    NET_STATE_CONNECTED: 'connected',
    NET_STATE_CONNECTING: 'connecting',
    NET_STATE_DISCONNECTED: 'disconnected',
  };
  const handlers = new Map<string, Set<(e: { data: unknown }) => void>>();
  const calls: { name: string; args: unknown }[] = [];
  let created: { SDKAppID: number } | null = null;
  let nextId = 1;
  const instance: TimInstance = {
    on: (e, h) => void handlers.set(e, (handlers.get(e) ?? new Set()).add(h)),
    off: (e, h) => void handlers.get(e)?.delete(h),
    login: async (o) => void calls.push({ name: 'login', args: o }),
    logout: async () => void calls.push({ name: 'logout', args: null }),
    joinGroup: async (o) => void calls.push({ name: 'joinGroup', args: o }),
    createTextMessage: (o) => ({
      ID: `tim-${nextId++}`,
      from: '42',
      to: o.to,
      nick: '王医生',
      time: 1_700_000_000,
      type: TYPES.MSG_TEXT,
      conversationType: o.conversationType,
      payload: { text: o.payload.text },
      cloudCustomData: o.cloudCustomData,
    }),
    sendMessage: async (m) => {
      calls.push({ name: 'sendMessage', args: m });
      return { data: { message: m } };
    },
    destroy: async () => void calls.push({ name: 'destroy', args: null }),
  };
  const TIM: TimStatic = {
    create: (o) => {
      created = o;
      return instance;
    },
    EVENT,
    TYPES,
  };
  return {
    TIM,
    calls,
    created: () => created,
    emit: (e: string, data: unknown = {}) => handlers.get(e)?.forEach((h) => h({ data })),
    listeners: () => [...handlers.values()].reduce((n, s) => n + s.size, 0),
  };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function open(
  fake: ReturnType<typeof fakeTim>,
  extra: Partial<Parameters<typeof createTimTransport>[0]> = {},
) {
  const t = createTimTransport({
    sdkAppId: 1400000001,
    roomNo: '@TGS#live1',
    roomId: '1',
    userId: '42',
    userSig: 'sig-42',
    TIM: fake.TIM,
    ...extra,
  });
  const statuses: ChatStatus[] = [];
  const got: ChatMessage[] = [];
  t.status$.subscribe((s) => statuses.push(s));
  t.messages$.subscribe((m) => got.push(m));
  return { t, statuses, got };
}

describe('Tencent Chat transport (against a fake SDK)', () => {
  it('logs in with the signature and joins the AV chat room once the SDK is ready', async () => {
    const fake = fakeTim();
    const { statuses } = open(fake);
    expect(fake.created()).toEqual({ SDKAppID: 1400000001 });
    await flush();
    expect(fake.calls).toEqual([{ name: 'login', args: { userID: '42', userSig: 'sig-42' } }]);
    fake.emit(fake.TIM.EVENT.SDK_READY);
    await flush();
    expect(fake.calls[1]).toEqual({ name: 'joinGroup', args: { groupID: '@TGS#live1', type: 'AVChatRoom' } });
    expect(statuses).toEqual(['connecting', 'connected']);
  });

  it('delivers text messages of its group, with the sender’s client id', async () => {
    const fake = fakeTim();
    const { got } = open(fake);
    const m = (extra: Partial<TimMessage>): TimMessage => ({
      ID: 'x',
      from: '7',
      to: '@TGS#live1',
      nick: '李医生',
      time: 1_700_000_001,
      type: 'TIMTextElem',
      payload: { text: '大家好' },
      ...extra,
    });
    fake.emit(fake.TIM.EVENT.MESSAGE_RECEIVED, [
      m({ ID: 'a', cloudCustomData: JSON.stringify({ id: 'client-a' }) }),
      m({ ID: 'b', to: '@TGS#other' }),
      m({ ID: 'c', type: 'TIMCustomElem' }),
      m({ ID: 'd', cloudCustomData: 'not json' }),
    ]);
    expect(got.map((g) => g.id)).toEqual(['client-a', 'd']);
    expect(got[0]).toEqual({
      id: 'client-a',
      roomId: '1',
      uid: '7',
      nickName: '李医生',
      userImg: undefined,
      content: '大家好',
      createTime: 1_700_000_001_000,
    });
  });

  it('follows network state and kicked-out events', () => {
    const fake = fakeTim();
    const { t, statuses } = open(fake);
    fake.emit(fake.TIM.EVENT.NET_STATE_CHANGE, { state: 'connecting' });
    fake.emit(fake.TIM.EVENT.NET_STATE_CHANGE, { state: 'connected' });
    fake.emit(fake.TIM.EVENT.NET_STATE_CHANGE, { state: 'disconnected' });
    fake.emit(fake.TIM.EVENT.KICKED_OUT);
    fake.emit(fake.TIM.EVENT.NET_STATE_CHANGE, { state: 'connected' }); // kicked stays kicked
    expect(statuses).toEqual(['connecting', 'reconnecting', 'connected', 'disconnected', 'kicked']);
    t.close();
    expect(fake.listeners()).toBe(0);
  });

  it('sends text with the client id in cloudCustomData and shows it (the SDK does not echo own messages)', async () => {
    const fake = fakeTim();
    const { t, got } = open(fake);
    fake.emit(fake.TIM.EVENT.SDK_READY);
    const r = await t.send({ id: 'client-1', content: '提问：这个病灶是什么？' });
    expect(r).toMatchObject({
      ok: true,
      message: { id: 'client-1', content: '提问：这个病灶是什么？', uid: '42' },
    });
    const sent = fake.calls.find((c) => c.name === 'sendMessage')!.args as TimMessage;
    expect(sent).toMatchObject({
      to: '@TGS#live1',
      conversationType: 'GROUP',
      payload: { text: '提问：这个病灶是什么？' },
    });
    expect(JSON.parse(sent.cloudCustomData!)).toEqual({ id: 'client-1' });
    expect(got.map((g) => g.id)).toEqual(['client-1']);
  });

  it('keeps to 40 messages per second per group: the 41st waits for the window', async () => {
    let now = 0;
    const slept: number[] = [];
    const limiter = createSendLimiter(
      40,
      1000,
      () => now,
      async (ms) => {
        slept.push(ms);
        now += ms;
      },
    );
    const times: number[] = [];
    const all = [];
    for (let i = 0; i < 45; i++) {
      if (i === 10) now = 300;
      all.push(limiter.acquire().then(() => times.push(now)));
    }
    await Promise.all(all);
    expect(times.slice(0, 40).every((x) => x < 1000)).toBe(true);
    expect(times.slice(40).every((x) => x >= 1000)).toBe(true);
    // Never more than 40 inside any one-second window.
    for (const t0 of times)
      expect(times.filter((x) => x >= t0 && x < t0 + 1000).length).toBeLessThanOrEqual(40);
    expect(slept.length).toBeGreaterThan(0);
  });
});
