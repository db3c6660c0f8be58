import { describe, expect, it } from 'vitest';
import { SLOW_MODE_QUIET_MS } from '../../domain/slowMode';
import { createSlowMode, readReport, type RateReport, type SlowMode } from '../../server/liveRoom/slowMode';

/**
 * Slow mode's rate is the room's across processes: two instances joined by a fake adapter (what
 * serverSideEmit carries between processes) on one clock.
 */
function cluster(share: boolean) {
  let time = 1_000_000;
  const now = () => time;
  const told: { process: string; roomId: number; slowSeconds: number }[] = [];
  const procs: Record<string, SlowMode> = {};
  for (const name of ['p1', 'p2']) {
    procs[name] = createSlowMode({
      now,
      settings: { rate: 1, seconds: 5 },
      notify: (roomId, slowSeconds) => told.push({ process: name, roomId, slowSeconds }),
      share: share
        ? (report: RateReport) => {
            for (const [other, p] of Object.entries(procs)) if (other !== name) p.received(report);
          }
        : null,
    });
  }
  return { procs, told, advance: (ms: number) => (time += ms) };
}

describe('slow mode across processes', () => {
  it('adds up the messages every process accepted: the room goes slow on both, though neither alone passed the threshold', () => {
    const { procs, told } = cluster(true);
    for (let i = 0; i < 6; i++) procs.p1!.accepted(1, 100 + i);
    for (let i = 0; i < 5; i++) procs.p2!.accepted(1, 200 + i);
    expect(told).toEqual([]);
    procs.p1!.tick();
    procs.p2!.tick();
    expect(told).toEqual([
      { process: 'p2', roomId: 1, slowSeconds: 5 },
      { process: 'p1', roomId: 1, slowSeconds: 5 },
    ]);
    expect(procs.p1!.seconds(1)).toBe(5);
    expect(procs.p2!.seconds(1)).toBe(5);
    // A second tick reports nothing new: the counts are not counted twice.
    procs.p1!.tick();
    expect(procs.p2!.seconds(1)).toBe(5);
    expect(procs.p1!.check(1, 100)).toMatchObject({ ok: false, retryInMs: 5000 });
    expect(procs.p1!.check(1, 999)).toEqual({ ok: true });
  });

  it('without sharing, each process sees only its own messages', () => {
    const { procs, told } = cluster(false);
    for (let i = 0; i < 6; i++) procs.p1!.accepted(1, 100 + i);
    for (let i = 0; i < 5; i++) procs.p2!.accepted(1, 200 + i);
    procs.p1!.tick();
    procs.p2!.tick();
    expect(told).toEqual([]);
  });

  it('ends on every process once the room has been quiet for the quiet period, told by the tick alone', () => {
    const { procs, told, advance } = cluster(true);
    for (let i = 0; i < 11; i++) procs.p1!.accepted(1, i);
    procs.p1!.tick();
    advance(SLOW_MODE_QUIET_MS - 1000);
    procs.p1!.tick();
    procs.p2!.tick();
    expect(told.filter((t) => t.slowSeconds === 0)).toEqual([]);
    advance(1000);
    procs.p1!.tick();
    procs.p2!.tick();
    expect(told.filter((t) => t.slowSeconds === 0)).toEqual([
      { process: 'p1', roomId: 1, slowSeconds: 0 },
      { process: 'p2', roomId: 1, slowSeconds: 0 },
    ]);
  });

  it('reads another process’s report defensively', () => {
    expect(readReport([[1, 3], [2, -1], ['x', 1], [4, 2, 9], null, [5, 1.5]])).toEqual([[1, 3]]);
    expect(readReport('nonsense')).toEqual([]);
  });
});
