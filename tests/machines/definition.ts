import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition, StateValue } from 'xstate';

/**
 * The shape of a machine, read from its definition (not from running it): every state node and every
 * transition a test has to exercise. Transitions include `on`, `after`, `always`, invoke `onDone` /
 * `onError`, each guarded alternative separately and targetless (actions-only) transitions.
 */
export interface TransitionInfo {
  /** Stable, readable id, e.g. `openingWindow: done:openLoginWindow #1 [opened] → waiting`. */
  key: string;
  source: string;
  /** Short event name: `login.start`, `after:pollInterval`, `done:fetchQrUrl`, `error:fetchQrUrl`, `always`. */
  event: string;
  targets: string[];
  guard: string | undefined;
  actions: string[];
}

export interface InvokeInfo {
  id: string;
  /** The actor's name in `setup({ actors })` (or the invoke id for inline logic). */
  src: string;
  state: string;
}

export interface MachineDefinition {
  id: string;
  /** Every state node except the root, as dot paths (`waiting`, `waiting.sleeping`). */
  states: string[];
  transitions: TransitionInfo[];
  /** Invoke id (`0.login.fetchingUrl`) → what is invoked. */
  invokes: Map<string, InvokeInfo>;
}

const AFTER = 'xstate.after.';
const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';
const DONE_STATE = 'xstate.done.state.';

export function nodeKey(node: AnyStateNode): string {
  return node.path.length > 0 ? node.path.join('.') : '(root)';
}

/** A state value as the dot path used by meaning maps: `idle`, `waiting.sleeping`; parallel regions joined by ` + `. */
export function stateKey(value: StateValue): string {
  const leaves = (v: StateValue, prefix: string): string[] =>
    typeof v === 'string'
      ? [prefix + v]
      : Object.entries(v).flatMap(([key, child]) =>
          child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
            ? [prefix + key]
            : leaves(child, `${prefix}${key}.`),
        );
  return leaves(value, '').join(' + ');
}

export function collectInvokes(machine: AnyStateMachine): Map<string, InvokeInfo> {
  const invokes = new Map<string, InvokeInfo>();
  for (const node of allNodes(machine.root)) {
    for (const inv of node.invoke) {
      invokes.set(inv.id, {
        id: inv.id,
        src: typeof inv.src === 'string' ? inv.src : inv.id,
        state: nodeKey(node),
      });
    }
  }
  return invokes;
}

export function allNodes(root: AnyStateNode): AnyStateNode[] {
  return [root, ...Object.values(root.states).flatMap((child) => allNodes(child))];
}

/** `xstate.after.pollInterval.login.waiting.sleeping` → `after:pollInterval`, and so on. */
export function eventName(source: AnyStateNode, eventType: string, invokes: Map<string, InvokeInfo>): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith(AFTER)) {
    const rest = eventType.slice(AFTER.length);
    const suffix = `.${source.id}`;
    return `after:${rest.endsWith(suffix) ? rest.slice(0, -suffix.length) : rest}`;
  }
  if (eventType.startsWith(DONE_ACTOR)) {
    const id = eventType.slice(DONE_ACTOR.length);
    return `done:${invokes.get(id)?.src ?? id}`;
  }
  if (eventType.startsWith(ERROR_ACTOR)) {
    const id = eventType.slice(ERROR_ACTOR.length);
    return `error:${invokes.get(id)?.src ?? id}`;
  }
  if (eventType.startsWith(DONE_STATE)) return `done.state:${eventType.slice(DONE_STATE.length)}`;
  return eventType;
}

export function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return 'inline guard';
  const type = (guard as { type?: unknown }).type;
  return typeof type === 'string' ? type : 'guard';
}

export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  const type = (action as { type?: unknown }).type;
  return typeof type === 'string' ? type : 'inline action';
}

function alternatives(t: AnyTransitionDefinition): readonly AnyTransitionDefinition[] {
  return t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
}

export function describeTransition(
  t: AnyTransitionDefinition,
  invokes: Map<string, InvokeInfo>,
): TransitionInfo {
  const list = alternatives(t);
  const index = list.indexOf(t);
  if (index < 0) {
    throw new Error(
      `transition ${nodeKey(t.source)} / "${t.eventType}" is not part of its source's definition`,
    );
  }
  const source = nodeKey(t.source);
  const event = eventName(t.source, t.eventType, invokes);
  const targets = (t.target ?? []).map((node) => nodeKey(node));
  const guard = guardName(t.guard);
  const alt = list.length > 1 ? ` #${index + 1}` : '';
  const guardText = guard ? ` [${guard}]` : '';
  const targetText = targets.length > 0 ? targets.join(', ') : '(no target)';
  return {
    key: `${source}: ${event}${alt}${guardText} → ${targetText}`,
    source,
    event,
    targets,
    guard,
    actions: t.actions.map(actionName),
  };
}

export function describeMachine(machine: AnyStateMachine): MachineDefinition {
  const invokes = collectInvokes(machine);
  const nodes = allNodes(machine.root);
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  const described = transitions.map((t) => describeTransition(t, invokes));
  const keys = new Set(described.map((t) => t.key));
  if (keys.size !== described.length) throw new Error(`${machine.id}: two transitions share a key`);
  return {
    id: machine.id,
    states: nodes.filter((node) => node !== machine.root).map(nodeKey),
    transitions: described,
    invokes,
  };
}
