import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { likeModel } from '../models/like.model';
import type { ModelConfig } from '../traversal';
import { CHROMIUM_REPLAYS } from './chromiumPaths';
import type { ChromiumReplay } from './chromiumPaths';
import { machineData, uncovered } from './data';
import { reportHtml } from './html';
import { meaningSources } from './meanings';
import { grepFor, parseReplay, playwrightArgs } from './replayCommand';

/** A small door: closed ⇄ opened, closed → locked → closed. */
const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } | { type: 'unlock' } },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'opened', lock: 'locked' } },
    opened: { on: { close: 'closed' } },
    locked: { on: { unlock: 'closed' } },
  },
});
const doorModel: ModelConfig<typeof door> = {
  machine: door,
  file: 'machines/like.machine.ts', // any file: only the hash of a test run reads it
  events: { open: [{}], close: [{}], lock: [{}], unlock: [{}] },
};
/** The same door, but nobody locks it any more: the model's paths no longer take `lock`. */
const unlockedDoorModel: ModelConfig<typeof door> = {
  ...doorModel,
  events: { ...doorModel.events, lock: [] },
};

const LOCK = 'closed: lock → locked';
const UNLOCK = 'locked: unlock → closed';

describe('the QA report data', () => {
  it('counts, for every transition, the generated paths that take it', async () => {
    const m = await machineData(doorModel as never);
    expect(m.transitions.map((t) => t.key)).toEqual([
      'closed: open → opened',
      LOCK,
      'opened: close → closed',
      UNLOCK,
    ]);
    expect(uncovered(m)).toEqual([]);
    for (const t of m.transitions) {
      expect(t.paths.length, t.key).toBeGreaterThan(0);
      // Every path it names takes it, and no other path does.
      for (const p of m.paths) expect(p.transitions.includes(t.key)).toBe(t.paths.includes(p.n));
    }
  });

  it('names the step of a path that takes each transition', async () => {
    const m = await machineData(doorModel as never);
    for (const p of m.paths) {
      expect(p.atStart).toEqual([]);
      for (const step of p.steps) {
        const from = p.steps[p.steps.indexOf(step) - 1]?.expected ?? p.initial;
        expect(step.transitions).toEqual([`${from}: ${step.label} → ${step.expected}`]);
      }
    }
    // The like machine decides at start whether the work is liked (an eventless transition).
    const like = await machineData(likeModel as never);
    expect(new Set(like.paths.map((p) => p.atStart.join()))).toEqual(
      new Set(['checking: always #1 [likedAlready] → liked', 'checking: always #2 → notLiked']),
    );
  });

  it('shows a transition no path takes any more as uncovered, with no paths', async () => {
    const m = await machineData(unlockedDoorModel as never);
    expect(uncovered(m)).toEqual([LOCK, UNLOCK]);
    expect(m.transitions.find((t) => t.key === LOCK)!.paths).toEqual([]);
    expect(m.transitions.find((t) => t.key === 'closed: open → opened')!.paths.length).toBeGreaterThan(0);
  });

  it('shows it for a real machine too: the like model without the dialog cancelled', async () => {
    const full = await machineData(likeModel as never);
    const cancelled = 'awaitingLogin: like.loginCancelled → notLiked';
    expect(full.transitions.find((t) => t.key === cancelled)!.paths.length).toBeGreaterThan(0);
    const cut = await machineData({
      ...likeModel,
      events: { ...likeModel.events, 'like.loginCancelled': [] },
    } as never);
    expect(uncovered(cut)).toEqual([cancelled]);
  });

  it('marks a transition covered in Chromium only when a replayed path takes it', async () => {
    const plain = await machineData(doorModel as never);
    const lockPath = plain.paths.find((p) => p.transitions.includes(LOCK))!;
    const others = plain.paths.filter((p) => !p.transitions.includes(LOCK));
    const m = await machineData(doorModel as never, {
      chromium: {
        spec: 'tests/e2e/door-paths.spec.ts',
        paths: new Map([
          ...others.map((p) => [p.name, 'replayed'] as const),
          [lockPath.name, 'skipped: a door cannot be locked in a browser'],
        ]),
      },
    });
    expect(m.transitions.find((t) => t.key === LOCK)!.chromium).toEqual([]);
    expect(m.transitions.find((t) => t.key === 'closed: open → opened')!.chromium.length).toBeGreaterThan(0);
    expect(m.paths.find((p) => p.n === lockPath.n)!.chromium).toBe(
      'skipped: a door cannot be locked in a browser',
    );
  });

  it('reads what the model test asserts in each state from its source', () => {
    const meanings = meaningSources('like', ['notLiked', 'liked', 'nowhere']);
    expect(Object.keys(meanings).sort()).toEqual(['liked', 'notLiked']);
    expect(meanings.notLiked).toMatch(/^notLiked: \(s, rec\) => \{/);
    expect(meanings.notLiked).toContain('expect(s.context.liked).toBe(false);');
  });
});

describe('the QA report HTML', () => {
  it('holds every machine, its counts and its paths, and needs nothing outside the file', async () => {
    const machines = [await machineData(doorModel as never), await machineData(unlockedDoorModel as never)];
    machines[1]!.key = 'door:unlocked';
    const html = reportHtml(machines, '2026-11-29T05:00:00Z');
    for (const m of machines) {
      expect(html).toContain(`<section class="machine" id="m-${m.key}"`);
      expect(html).toContain(`<a href="#m-${m.key}">${m.key}</a>`);
    }
    // Summary: transitions taken by paths, of the reachable ones.
    expect(html).toContain('<td class="ok">4/4</td>');
    expect(html).toContain('<td class="bad">2/4</td>');
    // One row per transition with its path count; the uncovered ones marked.
    const lock = machines[0]!.transitions.find((t) => t.key === LOCK)!;
    expect(html).toContain(
      `<tr class="t covered" data-t="1"><td><code>${LOCK}</code></td><td class="num">${lock.paths.length}</td>`,
    );
    expect(html).toContain(
      `<tr class="t uncovered" data-t="1"><td><code>${LOCK}</code></td><td class="num">0</td>`,
    );
    expect(html.match(/<g class="edge uncovered"/g)).toHaveLength(2);
    // The paths travel with the page, for the list a click shows.
    const data = JSON.parse(/<script type="application\/json" id="qa-data">(.*?)<\/script>/s.exec(html)![1]!);
    expect(data.map((m: { key: string }) => m.key)).toEqual(['door', 'door:unlocked']);
    expect(data[0].paths).toHaveLength(machines[0]!.paths.length);
    // Self-contained: no script, style or image fetched from anywhere.
    expect(html).not.toMatch(
      /<script[^>]+src=|<link[^>]+href=|url\(http|https?:\/\/(?!www\.w3\.org\/2000\/svg)/,
    );
  });
});

describe('npm run qa -- replay', () => {
  const replays: ChromiumReplay[] = CHROMIUM_REPLAYS;

  it('refuses a machine no Chromium spec replays, naming those that do', () => {
    const r = parseReplay(['like', '1'], replays);
    expect(r).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^unknown machine "like": .*machines with a replay: login, exam, access, liveJoin$/,
      ),
    });
  });

  it('refuses a path the machine does not have, and one its spec does not replay', () => {
    const unknown = parseReplay(['login', '999'], replays);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.message).toMatch(/^unknown path "999" of login: it has paths 1–\d+/);
    const byName = parseReplay(['login', 'no such path'], replays);
    expect(!byName.ok && byName.message).toMatch(/^unknown path "no such path" of login/);
    const login = replays.find((r) => r.machine === 'login')!.paths();
    const skipped = login.findIndex((p) => p.skipped !== null);
    expect(skipped).toBeGreaterThanOrEqual(0);
    const refused = parseReplay(['login', String(skipped + 1)], replays);
    expect(!refused.ok && refused.message).toContain(
      `path ${skipped + 1} of login is not replayed in Chromium (`,
    );
  });

  it('asks for both a machine and a path', () => {
    expect(parseReplay([], replays)).toMatchObject({ ok: false, message: expect.stringContaining('usage:') });
    expect(parseReplay(['login'], replays)).toMatchObject({
      ok: false,
      message: expect.stringContaining('usage:'),
    });
  });

  it('names the spec and exactly that test, with a trace', () => {
    const login = replays.find((r) => r.machine === 'login')!.paths();
    const n = login.findIndex((p) => p.skipped === null) + 1;
    const r = parseReplay(['login', String(n)], replays);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.target).toMatchObject({
      spec: 'tests/e2e/login-paths.spec.ts',
      n,
      name: login[n - 1]!.path.name,
    });
    expect(parseReplay(['login', r.target.name], replays)).toEqual(r); // by name too
    const args = playwrightArgs(r.target, false, '/tmp/out');
    expect(args).toEqual(expect.arrayContaining(['tests/e2e/login-paths.spec.ts', '--trace', 'on']));
    expect(args).not.toContain('--headed');
    expect(playwrightArgs(r.target, true, '/tmp/out')).toContain('--headed');
    // The grep matches this test's full title and no other path's.
    const grep = new RegExp(grepFor(r.target.title));
    const titles = login.map((p) => `login-paths.spec.ts ${replays[0]!.title(p.path)}`);
    expect(titles.filter((t) => grep.test(t))).toEqual([`login-paths.spec.ts ${r.target.title}`]);
  });
});
