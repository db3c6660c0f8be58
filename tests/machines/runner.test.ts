import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { loginMachine } from '../../machines/login.machine';
import { wcCallbackMachine } from '../../machines/wcCallback.machine';
import { CoverageCollector, coverageFailures } from './coverage';
import type { CoverageResult } from './coverage';
import { describeMachine } from './definition';
import { loginModel } from './models/login.model';
import { getLoginPaths } from './paths';
import { replayPath } from './replay';
import type { Meaning } from './replay';
import { buildModel } from './traversal';
import type { ModelConfig } from './traversal';

/** Tests of the runner itself, on a toy machine with a guard, an invoke and two delays. */
const toy = setup({
  types: { events: {} as { type: 'go'; n: number } | { type: 'reset' } },
  actors: { load: fromPromise<string>(async () => 'loaded') },
  actions: { note: () => {} },
  guards: { big: ({ event }) => event.type === 'go' && event.n > 10 },
  delays: { soon: 100, late: 1000 },
}).createMachine({
  id: 'toy',
  initial: 'a',
  states: {
    a: { on: { go: [{ guard: 'big', target: 'b' }, { actions: 'note' }] } },
    b: { invoke: { src: 'load', onDone: 'c', onError: 'a' }, after: { late: 'a' } },
    c: { after: { soon: 'a' }, on: { reset: 'a' } },
  },
});

const toyConfig: ModelConfig<typeof toy> = {
  machine: toy,
  file: 'machines/login.machine.ts', // any existing file: the result is never written
  events: { go: [{ n: 20 }, { n: 1 }], reset: [{}] },
  invoked: { load: { output: ['x'], error: [new Error('nope')] } },
};

const toyMeaning: Meaning<typeof toy> = {
  a: () => {},
  b: (_s, rec) => expect(rec.running()).toEqual(['load']),
  c: (_s, rec) => expect(rec.timers()).toEqual(['soon']),
};

async function coverageOf(
  config: ModelConfig<typeof toy>,
  meaning: Meaning<typeof toy> = toyMeaning,
): Promise<CoverageResult> {
  const model = buildModel(config);
  const coverage = new CoverageCollector(model.definition, {
    file: config.file,
    ...(config.unreachable ? { unreachable: config.unreachable } : {}),
    meaningKeys: Object.keys(meaning),
  });
  for (const path of model.paths) {
    const pathCoverage = coverage.startPath();
    try {
      await replayPath(model, path, meaning, pathCoverage);
      coverage.commit(pathCoverage);
    } catch {
      // a failing path contributes nothing
    }
  }
  return coverage.result(model.paths.length);
}

describe('model runner', () => {
  it('reads every kind of transition from the definition', () => {
    expect(describeMachine(toy).transitions.map((t) => t.key)).toEqual([
      'a: go #1 [big] → b',
      'a: go #2 → (no target)',
      'b: done:load → c',
      'b: error:load → a',
      'b: after:late → a',
      'c: reset → a',
      'c: after:soon → a',
    ]);
    expect(describeMachine(loginMachine).transitions).toHaveLength(23);
    expect(describeMachine(wcCallbackMachine).transitions.map((t) => t.key)).toContain(
      'checkingParams: always #1 [hasParams] → exchanging',
    );
    expect(describeMachine(wcCallbackMachine).transitions.map((t) => t.key)).toContain(
      'checkingParams: always #2 → invalid',
    );
  });

  it('reaches 100 % with samples for every branch', async () => {
    expect(coverageFailures(await coverageOf(toyConfig))).toEqual([]);
  });

  it('fails the coverage check when a transition is not exercised', async () => {
    const result = await coverageOf({ ...toyConfig, events: { go: [{ n: 20 }], reset: [{}] } });
    expect(coverageFailures(result)).toEqual(['transition not covered: a: go #2 → (no target)']);
  });

  it('accepts an unreachable transition only when listed with a reason, and flags a stale listing', async () => {
    const unreachable = { transitions: { 'a: go #2 → (no target)': 'no sample: test of the runner' } };
    const listed = await coverageOf({ ...toyConfig, events: { go: [{ n: 20 }], reset: [{}] }, unreachable });
    expect(coverageFailures(listed)).toEqual([]);
    expect(listed.transitions.unreachable).toEqual([
      { id: 'a: go #2 → (no target)', reason: 'no sample: test of the runner' },
    ]);
    const stale = await coverageOf({ ...toyConfig, unreachable });
    expect(coverageFailures(stale)).toEqual([
      'transition "a: go #2 → (no target)" is listed as unreachable (no sample: test of the runner) but was covered',
    ]);
    const typo = await coverageOf({ ...toyConfig, unreachable: { states: { d: 'typo' } } });
    expect(coverageFailures(typo)).toEqual(['unreachable state "d" is not in the machine']);
  });

  it('fails a path that reaches a state without a meaning, and counts the path as failed', async () => {
    const model = buildModel(toyConfig);
    const path = model.paths.find((p) => p.steps.some((s) => s.target === 'c'));
    if (!path) throw new Error('no path through c');
    const { c: _c, ...withoutC } = toyMeaning;
    await expect(replayPath(model, path, withoutC)).rejects.toThrow(/no meaning for state "c"/);
    const result = await coverageOf(toyConfig, withoutC);
    expect(result.paths.passed).toBeLessThan(result.paths.total);
    expect(coverageFailures(result).join('\n')).toMatch(/paths did not pass/);
  });

  it('fails a path whose meaning does not hold', async () => {
    const model = buildModel(toyConfig);
    const wrong: Meaning<typeof toy> = { ...toyMeaning, c: (s) => expect(s.value).toBe('a') };
    const path = model.paths.find((p) => p.steps.some((s) => s.target === 'c'));
    if (!path) throw new Error('no path through c');
    await expect(replayPath(model, path, wrong)).rejects.toThrow(/meaning of "c"/);
  });

  it('fails when the real actor is not where the model says', async () => {
    const model = buildModel(toyConfig);
    const path = model.paths.find((p) => p.steps.length > 1);
    if (!path) throw new Error('no path');
    const [first, ...rest] = path.steps;
    if (!first) throw new Error('no step');
    const forged = { ...path, steps: [{ ...first, target: 'c' }, ...rest] };
    await expect(replayPath(model, forged, toyMeaning)).rejects.toThrow(/model expects c/);
  });

  it('fires timers in time order: the 5-minute login timeout fires after the polls due before it', async () => {
    const model = buildModel(loginModel);
    // A path where the timeout fires while sleeping, i.e. right after the window opened.
    const path = model.paths.find((p) =>
      p.steps.some(
        (s, i) => s.name === 'after:loginTimeout' && p.steps[i - 1]?.name === 'done:openLoginWindow',
      ),
    );
    if (!path) throw new Error('no path with the login timeout right after the window opened');
    const index = path.steps.findIndex((s) => s.name === 'after:loginTimeout');
    const upToTimeout = { ...path, steps: path.steps.slice(0, index + 1) };
    const all: Meaning<typeof loginMachine> = new Proxy({}, { get: () => () => {} });
    const rec = await replayPath(model, upToTimeout, all);
    // The poll due at 200 ms ran first (reading storage); the timeout closed the window and stopped it, and the
    // watch on the window with it.
    expect(rec.inStep()).toEqual([
      'start:readStoredUser',
      'releaseWindow',
      'stop:readStoredUser',
      'stop:watchWindow',
    ]);
    expect(rec.now).toBe(300_000);
  });

  it('exports the login paths as plain data for Playwright', () => {
    const paths = getLoginPaths();
    expect(JSON.parse(JSON.stringify(paths))).toEqual(paths);
    expect(paths.length).toBe(buildModel(loginModel).paths.length);
    expect(paths.every((p) => p.initial === 'idle' && p.steps[0]?.type === 'login.start')).toBe(true);
    const failed = paths.flatMap((p) => p.steps).find((s) => s.name === 'error:fetchQrUrl');
    expect(failed).toMatchObject({
      kind: 'error',
      actor: 'fetchQrUrl',
      payload: { error: { message: '获取登录二维码失败' } },
      expected: 'failed',
    });
    expect(paths.flatMap((p) => p.steps).map((s) => s.expected)).toContain('loggedIn');
  });
});
