import { describe, expect, it } from 'vitest';
import {
  createViewerCount,
  VIEWERS_EMIT_MS,
  VIEWERS_EXPIRE_MS,
  VIEWERS_HEARTBEAT_MS,
  REJOIN_GRACE_MS,
  type ViewerCount,
  type ViewerSync,
} from '../../server/liveRoom/viewerCount';

/**
 * Processes on one manual clock, linked by a fake of the Redis adapter's serverSideEmit (what one sends,
 * every other one receives at once); each records what it told its rooms.
 */
function cluster() {
  let now = 1_000_000;
  const inboxes = new Map<string, (m: unknown) => void>();
  const told = new Map<string, string[]>();
  const processes = new Map<string, ViewerCount>();
  const start = (id: string) => {
    told.set(id, []);
    const v = createViewerCount({
      now: () => now,
      processId: id,
      publish: (roomId, total) => told.get(id)!.push(`${roomId}:${total}`),
      cluster: {
        send: (m: ViewerSync) =>
          inboxes.forEach((deliver, to) => {
            if (to !== id) deliver(structuredClone(m));
          }),
        onReceive: (h) => inboxes.set(id, h),
      },
      every: () => () => {},
    });
    processes.set(id, v);
    return v;
  };
  return {
    start,
    /** SIGKILL: it says nothing more, and hears nothing. */
    kill: (id: string) => {
      inboxes.delete(id);
      processes.delete(id);
    },
    advance: (ms: number) => (now += ms),
    /** One round on every live process. */
    tick: () => processes.forEach((v) => v.tick()),
    told: (id: string) => told.get(id)!,
  };
}

describe('viewer count (decision 0073)', () => {
  it('alone: counts joins, leaves and switches; tells a room at most once a second, only when it changed', () => {
    const told: string[] = [];
    let now = 0;
    const v = createViewerCount({
      now: () => now,
      publish: (r, n) => told.push(`${r}:${n}`),
      every: () => () => {},
    });
    for (let i = 0; i < 2000; i++) v.join(1);
    expect(v.total(1)).toBe(2000);
    v.tick();
    expect(told).toEqual(['1:2000']);
    // A switch 1 → 2 and two leaves, all within the second: room 2 hears at once (first time), room 1 waits.
    v.leave(1);
    v.join(2);
    v.leave(1);
    v.leave(1);
    now += VIEWERS_EMIT_MS - 1;
    v.tick();
    expect(told).toEqual(['1:2000', '2:1']);
    now += 1;
    v.tick();
    v.tick();
    expect(told).toEqual(['1:2000', '2:1', '1:1997']);
    // Nothing changed: nothing said, however long.
    now += 10 * VIEWERS_EMIT_MS;
    v.tick();
    expect(told).toHaveLength(3);
    // A room no one here is in is not told (nobody to tell), and never goes below zero.
    v.leave(2);
    v.leave(2);
    expect(v.total(2)).toBe(0);
    v.tick();
    expect(told).toHaveLength(3);
    v.join(2);
    v.tick();
    expect(told.at(-1)).toBe('2:1');
  });

  it('sums the processes; a process killed drops out after VIEWERS_EXPIRE_MS, one shut down at once', () => {
    const c = cluster();
    const [a, b, d] = [c.start('a'), c.start('b'), c.start('d')];
    for (let i = 0; i < 3; i++) a.join(7);
    for (let i = 0; i < 5; i++) b.join(7);
    d.join(7);
    c.tick(); // each tells the others its counts…
    c.tick(); // …and a round later every room knows the sum
    expect([a, b, d].map((v) => v.total(7))).toEqual([9, 9, 9]);
    c.advance(VIEWERS_EMIT_MS);
    c.tick();
    expect(c.told('a').at(-1)).toBe('7:9');
    expect(c.told('b').at(-1)).toBe('7:9');
    // Heartbeats keep a quiet process in the sum.
    for (let t = 0; t < 4 * VIEWERS_EXPIRE_MS; t += VIEWERS_HEARTBEAT_MS) {
      c.advance(VIEWERS_HEARTBEAT_MS);
      c.tick();
    }
    expect(a.total(7)).toBe(9);
    // b is killed: silent for VIEWERS_EXPIRE_MS, it is forgotten.
    c.kill('b');
    c.advance(VIEWERS_EXPIRE_MS - 1);
    c.tick();
    expect(a.total(7)).toBe(9);
    c.advance(1);
    c.tick();
    expect(a.total(7)).toBe(4);
    expect(c.told('a').at(-1)).toBe('7:4');
    // d shuts down: it says so, and is forgotten at once.
    d.close();
    expect(a.total(7)).toBe(3);
  });

  it('a full room takes back as many who say they were in as a process that went away had, for a while', () => {
    const c = cluster();
    const [a, b, d] = [c.start('a'), c.start('b'), c.start('d')];
    // Just started: who was in the room before is not known, so a returning client is believed.
    expect(a.takeReturn(7)).toBe(true);
    c.advance(REJOIN_GRACE_MS);
    for (let i = 0; i < 3; i++) b.join(7);
    d.join(7);
    c.tick();
    // Nobody went away: a client's "I was admitted before" alone opens nothing.
    expect(a.takeReturn(7)).toBe(false);
    c.kill('b');
    c.advance(VIEWERS_EXPIRE_MS - 1);
    c.tick(); // d's heartbeat keeps it in
    c.advance(1);
    c.tick();
    // b's three may come back, not a fourth; room 8 lost nobody.
    expect([1, 2, 3, 4].map(() => a.takeReturn(7))).toEqual([true, true, true, false]);
    expect(a.takeReturn(8)).toBe(false);
    // d shuts down with its one viewer; its place lasts REJOIN_GRACE_MS.
    d.close();
    c.advance(REJOIN_GRACE_MS);
    expect(a.takeReturn(7)).toBe(false);
  });

  it('ignores what is not a count message', () => {
    let deliver: (m: unknown) => void = () => {};
    const v = createViewerCount({
      now: () => 0,
      publish: () => {},
      cluster: { send: () => {}, onReceive: (h) => (deliver = h) },
      every: () => () => {},
    });
    v.join(1);
    for (const junk of [null, 'x', { from: 'p' }, { from: 'p', counts: [[1, 'a']] }, { from: 1, counts: [] }])
      deliver(junk);
    expect(v.total(1)).toBe(1);
  });
});
