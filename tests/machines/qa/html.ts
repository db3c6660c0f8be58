import { readFileSync } from 'node:fs';
import type { QaMachine } from './data';
import { diagramSvg, edgeClass, esc } from './svg';

/**
 * The QA report as ONE self-contained HTML file (inline CSS, script and data; opens from disk): a summary
 * row per machine, then per machine its diagram, its transitions with their path counts, and (script) the
 * paths through the transition clicked, with their steps, what the model test asserts in each state, and the
 * command that replays a path in Chromium.
 */
const CSS = readFileSync(new URL('./report.css', import.meta.url), 'utf8');
const SCRIPT = readFileSync(new URL('./client.js', import.meta.url), 'utf8');

/**
 * What the page's script gets: paths as [n, name, chromium, [initial, taken at start], [[label, state, taken]…],
 * transition indices, error]; labels and states as indices into the machine's `words` (thousands of paths
 * repeat a few dozen), transitions as indices into `transitions`.
 */
export function clientData(machines: QaMachine[]) {
  return machines.map((m) => {
    const index = new Map(m.transitions.map((t, i) => [t.key, i]));
    const words = new Map<string, number>();
    const word = (text: string) => {
      if (!words.has(text)) words.set(text, words.size);
      return words.get(text)!;
    };
    const ids = (keys: string[]) => keys.map((k) => index.get(k) ?? -1);
    const paths = m.paths.map((p) => [
      p.n,
      p.name,
      p.chromium,
      [word(p.initial), ids(p.atStart)],
      p.steps.map((s) => [word(s.label), word(s.expected), ids(s.transitions)]),
      ids(p.transitions),
      p.error ?? null,
    ]);
    return {
      key: m.key,
      spec: m.spec ?? null,
      transitions: m.transitions.map((t) => t.key),
      meanings: m.meanings,
      words: [...words.keys()],
      paths,
    };
  });
}

const ratio = (n: number, total: number) => `${n}/${total}`;

function testedCell(m: QaMachine): string {
  if (!m.tested) return '<td class="warn">not run</td>';
  const ok = m.tested.failures.length === 0 && m.tested.passed === m.tested.total;
  const title = esc(m.tested.failures.join('\n'));
  return `<td class="${ok ? 'ok' : 'bad'}" title="${title}">${ok ? 'passed' : 'FAILED'} ${ratio(m.tested.passed, m.tested.total)}</td>`;
}

function summaryRow(m: QaMachine): string {
  const reachable = m.transitions.filter((t) => t.unreachable === undefined);
  const byPaths = reachable.filter((t) => t.paths.length > 0).length;
  const byChromium = reachable.filter((t) => t.chromium.length > 0).length;
  const chromiumPaths = m.paths.filter((p) => p.chromium === 'replayed').length;
  return (
    `<tr><td><a href="#m-${esc(m.key)}">${esc(m.key)}</a></td><td><code>${esc(m.file)}</code></td>` +
    `<td>${m.paths.length}</td>` +
    `<td class="${byPaths === reachable.length ? 'ok' : 'bad'}">${ratio(byPaths, reachable.length)}</td>` +
    `<td>${m.spec ? `${ratio(byChromium, reachable.length)} (${chromiumPaths} paths)` : '—'}</td>${testedCell(m)}</tr>`
  );
}

function transitionRow(m: QaMachine, i: number): string {
  const t = m.transitions[i]!;
  const why =
    t.unreachable !== undefined ? ` <span class="note">unreachable: ${esc(t.unreachable)}</span>` : '';
  return (
    `<tr class="t ${edgeClass(t)}" data-t="${i}"><td><code>${esc(t.key)}</code>${why}</td>` +
    `<td class="num">${t.paths.length}</td><td class="num">${m.spec ? t.chromium.length : '—'}</td></tr>`
  );
}

function machineSection(m: QaMachine, index: number): string {
  const spec = m.spec
    ? `Chromium: <code>${esc(m.spec)}</code> replays ${m.paths.filter((p) => p.chromium === 'replayed').length} of the paths.`
    : 'No Chromium spec replays this machine’s paths.';
  return [
    `<section class="machine" id="m-${esc(m.key)}" data-m="${index}">`,
    `<h2>${esc(m.key)} <small><code>${esc(m.file)}</code></small></h2>`,
    `<p>${m.paths.length} generated paths, ${m.transitions.length} transitions. ${spec} Click an arrow or a row.</p>`,
    `<div class="scroll">${diagramSvg(m)}</div>`,
    '<table class="transitions"><thead><tr><th>transition</th><th>paths</th><th>Chromium</th></tr></thead><tbody>',
    ...m.transitions.map((_, i) => transitionRow(m, i)),
    '</tbody></table>',
    '<div class="paths" aria-live="polite"></div>',
    '</section>',
  ].join('\n');
}

export function reportHtml(machines: QaMachine[], generatedAt: string): string {
  // `<` escaped so no string in the data can end the script element.
  const data = JSON.stringify(clientData(machines)).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Machines: QA report</title>
<style>${CSS}</style></head><body>
<h1>Machines: QA report</h1>
<p>Generated ${esc(generatedAt)} by <code>npm run qa</code>. Arrow badges count the generated paths taking the
transition: <span class="key uncovered">no path</span> <span class="key covered">paths</span>
<span class="key chromium">paths, and a Chromium replay</span> <span class="key unreachable">unreachable (model)</span>.</p>
<table class="summary"><thead><tr><th>machine</th><th>source</th><th>paths</th><th>transitions taken</th>
<th>taken in Chromium</th><th>model test</th></tr></thead><tbody>
${machines.map(summaryRow).join('\n')}
</tbody></table>
${machines.map(machineSection).join('\n')}
<script type="application/json" id="qa-data">${data}</script>
<script>${SCRIPT}</script>
</body></html>
`;
}
