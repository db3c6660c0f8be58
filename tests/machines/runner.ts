import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { CoverageCollector, coverageFailures, writeCoverage } from './coverage';
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
 * A machine's test file calls `describeModel(config, meaning)`: one `it` per generated path, and after all
 * paths the coverage is written to tests/machines/.coverage/<machine>.json and must be 100 %.
 */
export function describeModel<M extends AnyStateMachine>(config: ModelConfig<M>, meaning: Meaning<M>): void {
  const model = buildModel(config);
  const coverage = new CoverageCollector(model.definition, {
    file: config.file,
    ...(config.unreachable ? { unreachable: config.unreachable } : {}),
    meaningKeys: Object.keys(meaning),
  });

  describe(`${config.machine.id} machine: ${model.paths.length} paths`, () => {
    for (const path of model.paths) {
      it(path.name, async () => {
        const pathCoverage = coverage.startPath();
        await replayPath(model, path, meaning, pathCoverage);
        coverage.commit(pathCoverage);
      });
    }

    afterAll(() => {
      const result = coverage.result(model.paths.length);
      writeCoverage(result);
      expect(coverageFailures(result), `${config.machine.id}: coverage below 100 %`).toEqual([]);
    });
  });
}

export type { Meaning, Recorder } from './replay';
export type { ModelConfig } from './traversal';
