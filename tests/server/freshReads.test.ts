import { describe, expect, it } from 'vitest';
import { freshReads } from '../../server/liveRoom/freshReads';
import { broadcastLedger } from '../../server/liveRoom/broadcastLedger';

/** A read whose answers the test releases one by one; `started` lists the keys in the order asked. */
function controlledRead() {
  const started: string[] = [];
  const pending: { key: string; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  let n = 0;
  const read = (key: string) =>
    new Promise<string>((resolve, reject) => {
      started.push(key);
      pending.push({ key, resolve: () => resolve(`${key}#${++n}`), reject });
    });
  const next = () => pending.shift()!;
  return { read, started, next };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('freshReads: one database read per key and round, never an answer read before the request', () => {
  it('a request with no read running starts one at once', async () => {
    const c = controlledRead();
    const get = freshReads(c.read);
    const a = get('room1');
    expect(c.started).toEqual(['room1']);
    c.next().resolve('');
    expect(await a).toBe('room1#1');
  });

  it('requests arriving while a read runs share the next read, which starts when it ends', async () => {
    const c = controlledRead();
    const get = freshReads(c.read);
    const first = get('room1');
    const waiting = [get('room1'), get('room1'), get('room1')];
    expect(c.started).toEqual(['room1']);
    c.next().resolve('');
    expect(await first).toBe('room1#1');
    await flush();
    // One more read for the three that waited, and they all get it (not the first one's answer).
    expect(c.started).toEqual(['room1', 'room1']);
    c.next().resolve('');
    expect(await Promise.all(waiting)).toEqual(['room1#2', 'room1#2', 'room1#2']);
    // Nothing waits: no third read, and the next request starts its own.
    await flush();
    expect(c.started).toHaveLength(2);
    const later = get('room1');
    expect(c.started).toHaveLength(3);
    c.next().resolve('');
    expect(await later).toBe('room1#3');
  });

  it('keys are read independently', async () => {
    const c = controlledRead();
    const get = freshReads(c.read, (k) => k);
    const [a, b] = [get('1:10'), get('1:12')];
    expect(c.started).toEqual(['1:10', '1:12']);
    c.next().resolve('');
    c.next().resolve('');
    expect(await Promise.all([a, b])).toEqual(['1:10#1', '1:12#2']);
  });

  it('a failed read fails the requests of its round only; the next round reads again', async () => {
    const c = controlledRead();
    const get = freshReads(c.read);
    const first = get('room1');
    const second = get('room1');
    c.next().reject(new Error('连接断开'));
    await expect(first).rejects.toThrow('连接断开');
    await flush();
    c.next().resolve('');
    expect(await second).toBe('room1#1');
  });
});

describe('broadcastLedger: what this process broadcast, per room', () => {
  it('says first once per room and seq, and forgets the oldest beyond its size', () => {
    const ledger = broadcastLedger(3);
    expect([ledger.first(1, 10), ledger.first(1, 10), ledger.first(2, 10)]).toEqual([true, false, true]);
    ledger.first(1, 11);
    ledger.first(1, 12);
    ledger.first(1, 13);
    // 10 fell out (room 1 holds 11, 12, 13): it would go out again, which the client dedupes.
    expect([ledger.first(1, 13), ledger.first(1, 10)]).toEqual([false, true]);
  });
});
