import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { coverageDir, hashFile, repoRoot } from '../coverage';
import { CHROMIUM_REPLAYS } from './chromiumPaths';
import { machineData, readCoverage } from './data';
import type { ChromiumChoice, QaMachine } from './data';
import { reportHtml } from './html';
import { reachedStates, meaningSources } from './meanings';
import { loadModelConfigs, modelKey } from './models';
import { parseReplay, playwrightArgs } from './replayCommand';

/**
 * `npm run qa`: runs the model tests (`--no-tests`: reads what they recorded last) and writes the HTML report
 * reports/qa/index.html. `npm run qa -- replay <machine> <path>`: replays one path in Chromium with a trace.
 */
export const qaDir = join(repoRoot, 'reports', 'qa');

function chromiumChoices(): Map<string, ChromiumChoice> {
  return new Map(
    CHROMIUM_REPLAYS.map((r) => [
      r.machine,
      {
        spec: r.spec,
        paths: new Map(r.paths().map(({ path, skipped }) => [path.name, skipped ?? 'replayed'])),
      },
    ]),
  );
}

async function report(args: string[]): Promise<number> {
  let status = 0;
  if (!args.includes('--no-tests')) {
    console.log('running the model tests (npx vitest run --project model)…');
    status =
      spawnSync('npx', ['vitest', 'run', '--project', 'model'], { stdio: 'inherit', cwd: repoRoot }).status ??
      1;
  }
  const chromium = chromiumChoices();
  const machines: QaMachine[] = [];
  for (const config of await loadModelConfigs()) {
    const key = modelKey(config);
    const tested = readCoverage(join(coverageDir, `${key.replace(/[^\w-]/g, '-')}.json`));
    if (tested && hashFile(tested.file) !== tested.sourceHash)
      tested.problems.unshift(`${tested.file} changed since the model tests ran: run them again`);
    const choice = chromium.get(key);
    const m = await machineData(config, {
      ...(choice ? { chromium: choice } : {}),
      ...(tested ? { tested } : {}),
    });
    m.meanings = meaningSources(config.machine.id, reachedStates(m.paths));
    machines.push(m);
  }
  mkdirSync(qaDir, { recursive: true });
  const file = join(qaDir, 'index.html');
  writeFileSync(file, reportHtml(machines, new Date().toISOString()));
  console.log(`QA report: ${pathToFileURL(file).href}`);
  if (status !== 0) console.log('the model tests failed: the report shows what they recorded');
  return status;
}

function traces(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('trace.zip'))
    .map((name) => join(dir, name));
}

function replay(args: string[]): number {
  const parsed = parseReplay(args, CHROMIUM_REPLAYS);
  if (!parsed.ok) {
    console.error(parsed.message);
    return 2;
  }
  const { target } = parsed;
  const dist = process.env.DIST_DIR || 'dist';
  if (!existsSync(join(repoRoot, dist, 'index.html'))) {
    console.error(
      `no built client in ${dist}/: run \`npx vite build --outDir ${dist}\` first (or set DIST_DIR)`,
    );
    return 2;
  }
  const headed = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  console.log(`replaying ${target.machine} path ${target.n}: ${target.name}\n  (${target.spec})`);
  if (headed)
    console.log(
      `headed: Chromium in a window on ${process.env.DISPLAY ? `DISPLAY ${process.env.DISPLAY}` : 'Wayland'}`,
    );
  else
    console.log(
      'no display (DISPLAY is not set): running headless; the trace shows every step ' +
        '(a window without a screen: xvfb-run -a npm run qa -- replay …)',
    );
  const out = join(qaDir, 'traces', `${target.machine}-${target.n}`);
  rmSync(out, { recursive: true, force: true });
  const run = spawnSync('npx', playwrightArgs(target, headed, out), {
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, ...(headed ? { E2E_HEADED: '1' } : {}) },
  });
  const found = traces(out);
  for (const trace of found)
    console.log(`trace: ${trace}\n  open it: npx playwright show-trace ${relative(repoRoot, trace)}`);
  if (found.length === 0) console.log(`no trace was written under ${out}`);
  return run.status ?? 1;
}

const [command, ...rest] = process.argv.slice(2);
process.exitCode = command === 'replay' ? replay(rest) : await report(process.argv.slice(2));
