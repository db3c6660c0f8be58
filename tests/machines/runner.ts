import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { CoverageCollector, coverageFailures, writeCoverage } from './coverage';
import { diagramsDir, machinePage } from './diagrams';
import { replayPath } from './replay';
import type { Meaning } from './replay';
import { buildModel } from './traversal';
import type { ModelConfig } from './traversal';

/**
 * The model-based test runner for the machines in machines/ (design guide §3).
 *
 *   traversal.ts  explores the machine with pure transitions and generates the paths
 *   replay.ts     replays a path on a real actor (stub actors, simulated clock) and checks meanings
 *   coverage.ts   records what the real actor exercised against the machine's definition
 *   definition.ts reads states and transitions from the machine definition
 *
 * A machine's test file calls `describeModel(config, meaning)`: one `it` per generated path, and a last `it`
 * that writes the coverage to tests/machines/.coverage/<machine>.json and requires 100 %.
 */
const DIAGRAM_HOW =
  'the machine no longer matches its committed diagram: run `npm run machines:docs` and review the diff';

export function describeModel<M extends AnyStateMachine>(config: ModelConfig<M>, meaning: Meaning<M>): void {
  const name = config.variant
    ? `${config.machine.id} machine (${config.variant})`
    : `${config.machine.id} machine`;
  let model: ReturnType<typeof buildModel<M>>;
  try {
    model = buildModel(config);
  } catch (error) {
    // A machine whose paths cannot be generated (its definition throws on traversal) fails a test that
    // every runner sees (a throw here would only fail the file's loading, which Stryker cannot score).
    describe(name, () => {
      it('generates its paths from the machine', () => {
        throw error;
      });
    });
    return;
  }
  const coverage = new CoverageCollector(model.definition, {
    file: config.file,
    ...(config.unreachable ? { unreachable: config.unreachable } : {}),
    meaningKeys: Object.keys(meaning),
    ...(config.variant ? { variant: config.variant } : {}),
  });
  let attempted = 0;

  describe(`${name}: ${model.paths.length} paths`, () => {
    for (const path of model.paths) {
      it(path.name, async () => {
        attempted += 1;
        const pathCoverage = coverage.startPath();
        await replayPath(model, path, meaning, pathCoverage);
        coverage.commit(pathCoverage);
      });
    }

    // The machine against its committed, reviewed diagram: an expectation that does not come from the
    // machine under test (a deleted or retargeted transition fails here even though no path needs it).
    // Here, beside the paths, so a runner that picks the test files importing a machine runs it too.
    it(`matches its committed diagram (docs/machines/${config.machine.id}.md)`, () => {
      const file = join(diagramsDir, `${config.machine.id}.md`);
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
      expect(machinePage({ machine: config.machine, file: config.file }), DIAGRAM_HOW).toBe(committed);
    });

    // The last test of the file (tests run in order): what all the passing paths exercised must be every
    // reachable state and transition. A test, not an afterAll hook, so every runner scores it.
    it('covers every reachable state and transition (100 %)', (ctx) => {
      // Only some paths ran (a name filter, or a mutation runner picking the tests of one mutant):
      // there is no whole to judge.
      if (attempted < model.paths.length) ctx.skip();
      const result = coverage.result(model.paths.length);
      writeCoverage(result);
      expect(coverageFailures(result), `${config.machine.id}: coverage below 100 %`).toEqual([]);
    });
  });
}

export type { Meaning, Recorder } from './replay';
export type { ModelConfig } from './traversal';
