import type { ChromiumReplay } from './chromiumPaths';

/**
 * `npm run qa -- replay <machine> <path>`: which Chromium test that is. The path is its number in the report
 * (1-based, the model's order) or its exact name. Refuses, with a message saying what exists, a machine with
 * no Chromium spec and a path the spec does not replay.
 */
export interface ReplayTarget {
  machine: string;
  n: number;
  name: string;
  spec: string;
  title: string;
}

export type Parsed = { ok: true; target: ReplayTarget } | { ok: false; message: string };

export const REPLAY_USAGE = 'usage: npm run qa -- replay <machine> <path number or name>';

export function parseReplay(args: readonly string[], replays: readonly ChromiumReplay[]): Parsed {
  const [machine, ...rest] = args;
  const wanted = rest.join(' ').trim();
  const machines = replays.map((r) => r.machine).join(', ');
  if (!machine || wanted === '') return { ok: false, message: `${REPLAY_USAGE}\nmachines: ${machines}` };
  const replay = replays.find((r) => r.machine === machine);
  if (!replay) {
    return {
      ok: false,
      message: `unknown machine "${machine}": no *-paths.spec.ts replays it in Chromium; machines with a replay: ${machines}`,
    };
  }
  const all = replay.paths();
  const index = /^#?\d+$/.test(wanted)
    ? Number(wanted.replace('#', '')) - 1
    : all.findIndex(({ path }) => path.name === wanted);
  const found = all[index];
  const replayed = all.flatMap((p, i) => (p.skipped === null ? [i + 1] : []));
  const pick = `paths ${replay.spec} replays: ${replayed.join(', ')}`;
  if (!found) {
    return {
      ok: false,
      message: `unknown path "${wanted}" of ${machine}: it has paths 1–${all.length} (see the QA report); ${pick}`,
    };
  }
  if (found.skipped !== null) {
    return {
      ok: false,
      message: `path ${index + 1} of ${machine} is not replayed in Chromium (${found.skipped}); ${pick}`,
    };
  }
  return {
    ok: true,
    target: {
      machine,
      n: index + 1,
      name: found.path.name,
      spec: replay.spec,
      title: replay.title(found.path),
    },
  };
}

/** Playwright's --grep for exactly this test: its title, escaped, at the end of the full title. */
export const grepFor = (title: string): string => `${title.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;

/** The Playwright command line (after `npx`) replaying the target with a trace into `outputDir`. */
export function playwrightArgs(target: ReplayTarget, headed: boolean, outputDir: string): string[] {
  return [
    'playwright',
    'test',
    target.spec,
    '--grep',
    grepFor(target.title),
    '--trace',
    'on',
    '--workers',
    '1',
    '--output',
    outputDir,
    ...(headed ? ['--headed'] : []),
  ];
}
