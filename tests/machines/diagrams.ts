import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { StateMachine } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { repoRoot } from './coverage';
import { mermaidDiagram } from './diagram';

/**
 * The committed state diagrams, docs/machines/<machine>.md plus the index docs/machines/README.md, as the
 * generator would write them now from every machine in machines/. `npm run machines:docs` writes them
 * (writeDiagrams.ts); diagrams.test.ts fails when the committed files differ, so a machine cannot change
 * without its reviewed picture changing in the same diff.
 */

export const diagramsDir = join(repoRoot, 'docs', 'machines');
/** Files in docs/machines/ that the diagram generator does not own. */
export const otherDocs = new Set(['coverage.md']);
export const INDEX = 'README.md';

export interface MachineSource {
  machine: AnyStateMachine;
  /** Repository-relative path, e.g. `machines/login.machine.ts`. */
  file: string;
}

export async function loadMachines(): Promise<MachineSource[]> {
  const files = readdirSync(join(repoRoot, 'machines'))
    .filter((name) => name.endsWith('.machine.ts'))
    .sort();
  const sources: MachineSource[] = [];
  for (const name of files) {
    const module = (await import(pathToFileURL(join(repoRoot, 'machines', name)).href)) as Record<
      string,
      unknown
    >;
    const machines = Object.values(module).filter((value) => value instanceof StateMachine);
    if (machines.length === 0) throw new Error(`machines/${name} exports no machine`);
    for (const machine of machines)
      sources.push({ machine: machine as AnyStateMachine, file: `machines/${name}` });
  }
  const ids = sources.map((s) => s.machine.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new Error(`two machines share the id "${twice}"`);
  return sources.sort((a, b) => a.machine.id.localeCompare(b.machine.id));
}

const NOTICE =
  'Generated from the machine by `npm run machines:docs` (tests/machines/diagrams.ts): do not edit by hand. ' +
  '`npm run test:model` fails when this file no longer matches the machine; change the machine, run the ' +
  'command and review the diff of this file like code.';

/** The committed page of one machine: its diagram with the notice and links. */
export function machinePage({ machine, file }: MachineSource): string {
  return [
    `# ${machine.id}`,
    '',
    `State diagram of \`${file}\`. ${NOTICE}`,
    '',
    `Notation: [README.md](README.md). Coverage by the model tests: [coverage.md](coverage.md#${machine.id.toLowerCase()}).`,
    '',
    '```mermaid',
    mermaidDiagram(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
}

function indexPage(sources: MachineSource[]): string {
  return [
    '# State machines',
    '',
    NOTICE,
    '',
    '| machine | source | diagram |',
    '| --- | --- | --- |',
    ...sources.map(
      ({ machine, file }) => `| ${machine.id} | \`${file}\` | [${machine.id}.md](${machine.id}.md) |`,
    ),
    '',
    'Coverage of each machine by the model-based tests: [coverage.md](coverage.md) (`npm run test:model`).',
    '',
    '## Reading a diagram',
    '',
    '- A box holds the states of a compound state; its `[*] -->` arrow points at the state it starts in.',
    '  Regions of a parallel state are separated by a dashed line: all of them are active at once.',
    '- `X --> [*]`: X is a final state (the machine, or its box, is done there).',
    '- An arrow is a transition: `event [guard] / actions`. `after <delay>` is a timer named in the',
    "  machine's `delays`; `done <actor>` and `error <actor>` are the result of an invoked actor; `always` is",
    '  taken as soon as its guard holds; `onDone` is taken when the box reaches a final state.',
    '- `[else]` is the fallback when the guarded alternatives above it do not hold; an arrow back to its own',
    '  state with no box re-entry is a transition that only runs actions.',
    '- Under a state: `invoke <actor>` runs while the state is active; `entry /` and `exit /` name its actions.',
    '  Only named actions are shown; context updates (`assign`) are not. `tag <name>` is a tag the state carries',
    "  (a view asks `hasTag`, e.g. `busy`: a call runs, the buttons wait); `meta <key> <value>` is the state's meta",
    '  (a view reads it with `getMeta`, e.g. the step of a wizard); a box shows these in its label.',
    '- When the machine itself handles events in every state, it is drawn as an outer box named by its id.',
    '',
  ].join('\n');
}

/** File name in docs/machines/ → the content the generator produces now. */
export async function expectedDiagramFiles(): Promise<Map<string, string>> {
  const sources = await loadMachines();
  const files = new Map<string, string>([[INDEX, indexPage(sources)]]);
  for (const source of sources) files.set(`${source.machine.id}.md`, machinePage(source));
  return files;
}

/** The generated files now in docs/machines/ (everything but the documents owned by someone else). */
export function committedDiagramNames(): string[] {
  return readdirSync(diagramsDir)
    .filter((name) => name.endsWith('.md') && !otherDocs.has(name))
    .sort();
}
