import type { QaMachine } from './data';

/**
 * A machine's diagram drawn as SVG (no Mermaid, no layout library): states in columns by their distance from
 * the initial state, every transition an arrow with a badge that counts the generated paths taking it. The
 * badge is red when no path takes it, green when a Chromium replay takes it too, blue otherwise; grey when
 * the model lists it as unreachable. An arrow is clickable (`data-t`: the transition's index).
 */

const W = 190;
const H = 34;
const COL = 280;
const ROW = 64;
const PAD = 30;

export const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function edgeClass(t: QaMachine['transitions'][number]): string {
  if (t.unreachable !== undefined) return 'unreachable';
  if (t.paths.length === 0) return 'uncovered';
  return t.chromium.length > 0 ? 'chromium' : 'covered';
}

/**
 * Column of every state: breadth-first from the initial state(s) over the transitions; a compound state's
 * children share its column (stacked under it), so a box's states stay together.
 */
function columns(m: QaMachine): Map<string, number> {
  const nodes = new Set([...m.states, ...m.transitions.flatMap((t) => [t.source, ...t.targets])]);
  const col = new Map<string, number>();
  const place = (state: string, c: number, next: string[]) => {
    for (const s of [state, ...[...nodes].filter((n) => n.startsWith(`${state}.`))])
      if (!col.has(s)) {
        col.set(s, c);
        next.push(s);
      }
  };
  let frontier: string[] = [];
  for (const s of m.initials.flatMap((i) => i.split(' + '))) {
    for (const a of ancestors(s)) if (nodes.has(a)) place(a, 0, frontier);
    if (nodes.has(s)) place(s, 0, frontier);
  }
  for (let depth = 1; frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const t of m.transitions) {
      if (!frontier.some((s) => s === t.source || s.startsWith(`${t.source}.`))) continue;
      for (const target of t.targets) place(target, depth, next);
    }
    frontier = next;
  }
  const last = Math.max(0, ...col.values()) + 1;
  for (const n of nodes) if (!col.has(n)) col.set(n, last);
  return col;
}

const ancestors = (state: string) =>
  state
    .split('.')
    .slice(0, -1)
    .map((_, i, parts) => parts.slice(0, i + 1).join('.'));

export function diagramSvg(m: QaMachine): string {
  const col = columns(m);
  const rows = new Map<number, number>();
  const pos = new Map<string, { x: number; y: number }>();
  // Within a column: the definition's order (a parent before its children).
  const order = (state: string) => m.states.indexOf(state);
  const ordered = [...col.entries()].sort((a, b) => a[1] - b[1] || order(a[0]) - order(b[0]));
  for (const [state, c] of ordered) {
    const r = rows.get(c) ?? 0;
    rows.set(c, r + 1);
    pos.set(state, { x: PAD + c * COL, y: PAD + r * ROW });
  }
  const width = PAD * 2 + (Math.max(0, ...col.values()) + 1) * COL;
  const bottom = PAD + Math.max(1, ...rows.values()) * ROW;
  let lowest = bottom;
  const pairCount = new Map<string, number>();
  const edges = m.transitions.flatMap((t, i) =>
    (t.targets.length > 0 ? t.targets : [t.source]).map((target) => {
      const a = pos.get(t.source)!;
      const b = pos.get(target)!;
      const pair = `${t.source}>${target}`;
      const k = pairCount.get(pair) ?? 0;
      pairCount.set(pair, k + 1);
      const bend = 18 + k * 16;
      let d: string;
      let mid: { x: number; y: number };
      if (target === t.source) {
        const x = a.x + W - 20 - k * 22;
        d = `M${x},${a.y} C${x - 10},${a.y - bend - 10} ${x + 20},${a.y - bend - 10} ${x + 10},${a.y}`;
        mid = { x: x + 5, y: a.y - bend * 0.75 - 8 };
      } else if (b.x > a.x) {
        // Forward: right side to left side.
        const [x1, y1, x2, y2] = [a.x + W, a.y + H / 2, b.x, b.y + H / 2];
        const cx = (x1 + x2) / 2;
        const cy = (y1 + y2) / 2 + (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * 18;
        d = `M${x1},${y1} Q${cx},${cy} ${x2},${y2}`;
        mid = { x: (x1 + 2 * cx + x2) / 4, y: (y1 + 2 * cy + y2) / 4 };
      } else if (b.x === a.x) {
        // Within a column (a box's states): an arc on the right of the column.
        const [x1, y1, x2, y2] = [a.x + W, a.y + H / 2 + 5, b.x + W, b.y + H / 2 - 5];
        const cx = a.x + W + 28 + Math.abs(b.y - a.y) / 6 + k * 12;
        d = `M${x1},${y1} C${cx},${y1} ${cx},${y2} ${x2},${y2}`;
        mid = { x: x1 + (cx - x1) * 0.75, y: (y1 + y2) / 2 };
      } else {
        // Back: an arc under the states, deeper the farther back it goes.
        const [x1, y1, x2, y2] = [a.x + W / 2 + 12, a.y + H, b.x + W / 2 - 12, b.y + H];
        const cx = (x1 + x2) / 2;
        const cy = bottom + 14 + ((a.x - b.x) / COL) * 16 + k * 10 + (i % 3) * 6;
        d = `M${x1},${y1} C${x1},${cy} ${x2},${cy} ${x2},${y2}`;
        mid = { x: cx, y: (y1 + y2) / 8 + (cy * 3) / 4 };
        lowest = Math.max(lowest, mid.y + 16);
      }
      const title = `${t.key}\n${t.paths.length} paths, ${t.chromium.length} in Chromium`;
      return (
        `<g class="edge ${edgeClass(t)}" data-t="${i}"><title>${esc(title)}</title>` +
        `<path d="${d}" marker-end="url(#arrow)"/>` +
        `<circle cx="${mid.x.toFixed(1)}" cy="${mid.y.toFixed(1)}" r="11"/>` +
        `<text x="${mid.x.toFixed(1)}" y="${(mid.y + 4).toFixed(1)}">${t.paths.length}</text></g>`
      );
    }),
  );
  const nodes = [...pos.entries()].map(([state, { x, y }]) => {
    const label = state.length > 26 ? `…${state.slice(-25)}` : state;
    const initial = m.initials.some((i) => i.split(' + ').includes(state)) ? ' initial' : '';
    return (
      `<g class="state${initial}"><title>${esc(state)}</title>` +
      `<rect x="${x}" y="${y}" width="${W}" height="${H}" rx="8"/>` +
      `<text x="${x + W / 2}" y="${y + H / 2 + 4}">${esc(label)}</text></g>`
    );
  });
  const height = Math.ceil(lowest + PAD);
  return (
    `<svg class="diagram" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}"><defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" ` +
    `markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>` +
    `${nodes.join('')}${edges.join('')}</svg>`
  );
}
