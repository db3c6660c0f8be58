import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedDiagramNames, diagramsDir, expectedDiagramFiles } from './diagrams';

/**
 * The committed diagrams are the machines' independent expectation: generated once, reviewed like code,
 * then compared with what each machine draws now. A transition deleted, retargeted or re-guarded in a
 * machine changes its diagram, so this fails until the diagram's diff has been regenerated and reviewed.
 */
const HOW = 'run `npm run machines:docs` and review `git diff docs/machines` (is the change intended?)';

const expected = await expectedDiagramFiles();

describe('committed machine diagrams (docs/machines/)', () => {
  it('are exactly the generated files: one per machine and the index', () => {
    expect(committedDiagramNames(), `docs/machines/ has stale or missing diagrams: ${HOW}`).toEqual(
      [...expected.keys()].sort(),
    );
  });

  for (const [name, content] of expected) {
    it(`docs/machines/${name} matches the machine`, () => {
      const file = join(diagramsDir, name);
      const committed = existsSync(file) ? readFileSync(file, 'utf8') : '(missing)';
      // Expected: the committed (reviewed) diagram; received: what the machine draws now.
      expect(content, `docs/machines/${name} no longer matches the machine: ${HOW}`).toBe(committed);
    });
  }
});
