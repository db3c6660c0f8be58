import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { committedDiagramNames, diagramsDir, expectedDiagramFiles } from './diagrams';

/** `npm run machines:docs`: rewrites docs/machines/<machine>.md and README.md from the machines; review the diff. */
const files = await expectedDiagramFiles();
mkdirSync(diagramsDir, { recursive: true });
for (const name of committedDiagramNames()) {
  if (!files.has(name)) {
    rmSync(join(diagramsDir, name));
    console.log(`removed docs/machines/${name} (no such machine any more)`);
  }
}
for (const [name, content] of files) writeFileSync(join(diagramsDir, name), content);
console.log(
  `wrote ${files.size} files in docs/machines/: review the diff (git diff docs/machines) like code`,
);
