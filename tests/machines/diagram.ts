import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { actionName, allNodes, collectInvokes, describeTransition, guardName } from './definition';
import type { InvokeInfo } from './definition';

/**
 * A machine's state diagram as Mermaid `stateDiagram-v2`, read from its definition (never drawn by hand):
 * every state (compound states as boxes, parallel regions separated by `--`, final states → `[*]`), every
 * transition with its event (`after <delay>`, `done <actor>`, `error <actor>`, `always`), its guard
 * (`[guard]`, `[else]` for the fallback of guarded alternatives) and its named actions (`/ a, b`); a state
 * lists what it invokes, its named entry/exit actions, its tags and its meta (`meta step 2`). xstate's own
 * actions (assign, raise…) are left out.
 */

const INDENT = '  ';

/**
 * Mermaid ids must be unique in the whole diagram: a nested state's id is its path joined by `_`; the root is
 * named by the machine's id (drawn as a box only when it has transitions, invokes or actions of its own).
 */
const mermaidId = (node: AnyStateNode) => (node.path.length > 0 ? node.path.join('_') : node.machine.id);

/** A label keeps Mermaid's syntax intact: no `:` `;` `#` `{` `}` `"` or newlines inside it. */
const clean = (text: string) =>
  text
    .replace(/[:;#{}"\n]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

const named = (actions: readonly unknown[]) =>
  actions.map(actionName).filter((name) => !name.startsWith('xstate.') && name !== 'inline action');

function eventLabel(t: AnyTransitionDefinition, invokes: Map<string, InvokeInfo>): string {
  const { event } = describeTransition(t, invokes);
  const colon = event.indexOf(':');
  if (colon < 0) return event;
  const kind = event.slice(0, colon);
  const rest = event.slice(colon + 1);
  if (kind === 'after') return /^\d+$/.test(rest) ? `after ${rest} ms` : `after ${rest}`;
  if (kind === 'done.state') return 'onDone';
  return `${kind} ${rest}`;
}

function transitionLabel(
  t: AnyTransitionDefinition,
  alternatives: readonly AnyTransitionDefinition[],
  invokes: Map<string, InvokeInfo>,
): string {
  const guard = guardName(t.guard);
  const guarded = alternatives.length > 1 && alternatives.some((alt) => alt.guard !== undefined);
  const guardText = guard !== undefined ? ` [${guard}]` : guarded ? ' [else]' : '';
  const actions = named(t.actions);
  return clean(
    `${eventLabel(t, invokes)}${guardText}${actions.length > 0 ? ` / ${actions.join(', ')}` : ''}`,
  );
}

/**
 * An edge is written where its source is declared (inside the source's parent), whatever box its target is
 * in: Mermaid moves a state to the box of the first line that names it, so an edge written in a common
 * ancestor would pull a nested state out of its box. The root's own edges go outside its box.
 */
const OUTSIDE = Symbol('outside the root');

interface Edge {
  owner: AnyStateNode | typeof OUTSIDE;
  line: string;
}

function edges(machine: AnyStateMachine): Edge[] {
  const invokes = collectInvokes(machine);
  const out: Edge[] = [];
  for (const node of allNodes(machine.root)) {
    const groups = [...node.transitions.values(), ...(node.always ? [node.always] : [])];
    for (const alternatives of groups) {
      for (const t of alternatives) {
        const label = transitionLabel(t, alternatives, invokes);
        const targets = t.target && t.target.length > 0 ? t.target : [node];
        for (const target of targets) {
          out.push({
            owner: node.parent ?? OUTSIDE,
            line: `${mermaidId(node)} --> ${mermaidId(target)} : ${label}`,
          });
        }
      }
    }
  }
  return out;
}

/** A state's meta as `key value` pairs (what a view reads from it, e.g. the step of a wizard). */
const metaText = (meta: unknown) =>
  meta !== null && typeof meta === 'object'
    ? Object.entries(meta)
        .map(([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
        .join(', ')
    : '';

/**
 * What a state does or says besides transitions: the actors it invokes, its named entry and exit actions, its
 * tags and its meta.
 */
function notes(node: AnyStateNode): string[] {
  const items = node.invoke.map((inv) => `invoke ${typeof inv.src === 'string' ? inv.src : inv.id}`);
  const entry = named(node.entry);
  const exit = named(node.exit);
  if (entry.length > 0) items.push(`entry / ${entry.join(', ')}`);
  if (exit.length > 0) items.push(`exit / ${exit.join(', ')}`);
  if (node.tags.length > 0) items.push(`tag ${node.tags.join(', ')}`);
  const meta = metaText(node.meta);
  if (meta !== '') items.push(`meta ${meta}`);
  return items.map(clean);
}

/**
 * A state's declaration, always in the quoted form (Mermaid reads a bare `state x` followed by a box as one
 * name spanning both lines). A leaf lists its notes as description lines; a box may only have a label, so
 * its notes go into the label, one per line.
 */
function declaration(node: AnyStateNode, box: boolean): { head: string; after: string[] } {
  const id = mermaidId(node);
  const label = node.path.length > 0 ? node.key : node.machine.id;
  if (!box) return { head: `state "${label}" as ${id}`, after: notes(node).map((note) => `${id} : ${note}`) };
  return { head: `state "${[label, ...notes(node)].join('<br/>')}" as ${id} {`, after: [] };
}

/** The lines inside a compound or parallel node (or the root): its children, its start, its edges. */
function body(node: AnyStateNode, allEdges: Edge[]): string[] {
  const children = Object.values(node.states);
  const own = allEdges.filter((edge) => edge.owner === node).map((edge) => edge.line);
  if (node.type === 'parallel') {
    const regions = children.map((child) => block(child, allEdges));
    return [...regions.flatMap((region, i) => (i === 0 ? region : ['--', ...region])), ...own];
  }
  const lines = children.flatMap((child) => block(child, allEdges));
  const initial = node.initial?.target ?? [];
  for (const target of initial) lines.push(`[*] --> ${mermaidId(target)}`);
  lines.push(...own);
  for (const child of children) if (child.type === 'final') lines.push(`${mermaidId(child)} --> [*]`);
  return lines;
}

/** One child: its declaration, and its box when it has children. */
function block(node: AnyStateNode, allEdges: Edge[]): string[] {
  if (node.path.length === 1 && node.key === node.machine.id) {
    throw new Error(`${node.key}: a top-level state named like its machine cannot be drawn`);
  }
  const box = Object.keys(node.states).length > 0;
  const { head, after } = declaration(node, box);
  if (!box) return [head, ...after];
  return [head, ...body(node, allEdges).map((line) => INDENT + line), '}'];
}

export function mermaidDiagram(machine: AnyStateMachine): string {
  const allEdges = edges(machine);
  const root = machine.root;
  const outside = allEdges.filter((edge) => edge.owner === OUTSIDE).map((edge) => edge.line);
  const content =
    outside.length > 0 || notes(root).length > 0
      ? [declaration(root, true).head, ...body(root, allEdges).map((line) => INDENT + line), '}', ...outside]
      : body(root, allEdges);
  const lines = ['stateDiagram-v2', ...content.map((line) => INDENT + line)];
  return `${lines.join('\n')}\n`;
}
