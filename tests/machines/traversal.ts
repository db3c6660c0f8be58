import { getNextTransitions } from 'xstate';
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import type { AdjacencyMap } from 'xstate/graph';
import { describeMachine, stateKey } from './definition';
import type { MachineDefinition } from './definition';

/**
 * Path generation. The machine is explored with xstate's pure `transition` (through `xstate/graph`'s
 * `getAdjacencyMap`) on an alphabet built per snapshot from what the active states can handle:
 *
 * - user events: the sample payloads of the model config (several samples = several guarded branches),
 * - `xstate.after.<delay>.<state>`: one synthetic event per armed delayed transition,
 * - `xstate.done.actor.<id>` / `xstate.error.actor.<id>`: the sample outputs / errors configured for the
 *   invoked actor (by its name in `setup({ actors })`).
 *
 * Pure transitions never start actors or timers, so invoked actors and delays are just events here.
 * From the adjacency map we take every edge (state × event) once: the shortest path to its source state
 * (`getShortestPaths`) plus the edge. Paths that are prefixes of another path are dropped.
 */

type Payload<E> = Omit<E, 'type'>;
type Samples<M extends AnyStateMachine, E> =
  readonly Payload<E>[] | ((snapshot: SnapshotFrom<M>) => readonly Payload<E>[]);

/** Sample payloads for every event type of the machine (`[{}]` for events without payload). */
export type EventSamples<M extends AnyStateMachine> = {
  [E in EventFromLogic<M> as E['type']]: Samples<M, E>;
};

export interface ModelConfig<M extends AnyStateMachine> {
  machine: M;
  /** The machine's file relative to the repository root; the report checks every machine file has coverage. */
  file: string;
  /**
   * One configuration of a machine parametrised by its input (`qc` of the campaign wizard): its paths and
   * coverage are its own, so each configuration must reach 100 % by itself.
   */
  variant?: string;
  /** Inputs to start from (each one gives its own initial state); default: no input. */
  inputs?: readonly InputFrom<M>[];
  events: EventSamples<M>;
  /** Per invoked actor (name in `setup({ actors })`): outputs it resolves with and errors it rejects with. */
  invoked?: Record<string, { output?: readonly unknown[]; error?: readonly unknown[] }>;
  /** Events that reach the machine through a callback actor's `sendBack` (event type → actor name). */
  sentBy?: Partial<Record<EventFromLogic<M>['type'], string>>;
  /** Bounded serialisation of a snapshot: states that serialise equally are explored once. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Guard implementations to use instead of the machine's own (default: the real guards). */
  guards?: Record<string, (args: { context: unknown; event: EventObject }) => boolean>;
  /** States (dot paths) and transitions (keys) that cannot be reached, each with the reason. */
  unreachable?: { states?: Record<string, string>; transitions?: Record<string, string> };
  /** Short text for an event in test names (return undefined for the default). */
  describeEvent?: (event: EventFromLogic<M>) => string | undefined;
  describeInput?: (input: InputFrom<M>) => string;
  /** Traversal guard against unbounded context: at most this many snapshots (default 5000). */
  limit?: number;
}

export type StepKind = 'event' | 'after' | 'done' | 'error';

export interface ModelStep {
  kind: StepKind;
  /** The exact event the model took; synthetic events carry their full `xstate.*` type. */
  event: EventObject;
  /** `login.start`, `after:pollInterval`, `done:fetchQrUrl`, `error:fetchQrUrl`. */
  name: string;
  /** `name` plus a short rendering of the payload, for test names. */
  label: string;
  /** done/error: the invoked actor's name; events with `sentBy`: the callback actor that sends them. */
  actor?: string;
  invokeId?: string;
  /** after: the delay's name. */
  delay?: string;
  /** Expected state value after the step (dot path). */
  target: string;
  /** Expected `serializeState` of the snapshot after the step. */
  serialized: string;
}

export interface ModelPath {
  name: string;
  input: unknown;
  initial: { target: string; serialized: string };
  steps: ModelStep[];
}

export interface Model<M extends AnyStateMachine> {
  config: ModelConfig<M>;
  definition: MachineDefinition;
  paths: ModelPath[];
  /** Size of the explored graph (all inputs together). */
  graph: { states: number; edges: number };
  serialize: (snapshot: AnyMachineSnapshot) => string;
}

const DONE_ACTOR = 'xstate.done.actor.';
const ERROR_ACTOR = 'xstate.error.actor.';

/** JSON that keeps Error messages (JSON.stringify turns an Error into `{}`). */
export function toJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? { error: v.message } : v)) ??
    'undefined'
  );
}

function shorten(text: string, max = 48): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function payloadText(payload: unknown): string {
  if (payload instanceof Error) return payload.message;
  if (payload === undefined) return '';
  return typeof payload === 'string' ? payload : toJson(payload);
}

interface AlphabetEntry {
  event: EventObject;
  kind: StepKind;
  name: string;
  label: string;
  actor?: string;
  invokeId?: string;
  delay?: string;
}

/** Build the event alphabet for one snapshot. Throws when the config lacks samples for an enabled event. */
function alphabet<M extends AnyStateMachine>(
  config: ModelConfig<M>,
  definition: MachineDefinition,
  snapshot: AnyMachineSnapshot,
): AlphabetEntry[] {
  const id = config.machine.id;
  const where = stateKey(snapshot.value);
  const out: AlphabetEntry[] = [];
  const seen = new Set<string>();
  const activeSrcs = new Set(
    snapshot._nodes.flatMap((node) =>
      node.invoke.map((inv) => definition.invokes.get(inv.id)?.src ?? inv.id),
    ),
  );
  for (const t of getNextTransitions(snapshot)) {
    const type: string = t.eventType;
    if (type === '' || seen.has(type)) continue; // `always` is taken by the machine itself
    seen.add(type);
    if (type.includes('*')) throw new Error(`${id}: wildcard transitions ("${type}") are not supported`);
    if (type.startsWith('xstate.after.')) {
      const delay = type.slice('xstate.after.'.length, -(t.source.id.length + 1));
      out.push({ event: { type }, kind: 'after', name: `after:${delay}`, label: `after:${delay}`, delay });
    } else if (type.startsWith(DONE_ACTOR) || type.startsWith(ERROR_ACTOR)) {
      const done = type.startsWith(DONE_ACTOR);
      const invokeId = type.slice((done ? DONE_ACTOR : ERROR_ACTOR).length);
      const src = definition.invokes.get(invokeId)?.src ?? invokeId;
      const samples = done ? config.invoked?.[src]?.output : config.invoked?.[src]?.error;
      if (!samples?.length) {
        throw new Error(
          `${id}: no sample ${done ? 'output' : 'error'} for invoked actor "${src}" (enabled in ${where}); ` +
            `add invoked.${src}.${done ? 'output' : 'error'} to the model config`,
        );
      }
      const name = `${done ? 'done' : 'error'}:${src}`;
      for (const sample of samples) {
        const text = payloadText(sample);
        const event: EventObject & Record<string, unknown> = done
          ? { type, output: sample }
          : { type, error: sample };
        out.push({
          event,
          kind: done ? 'done' : 'error',
          name,
          label: text ? `${name}(${shorten(text)})` : name,
          actor: src,
          invokeId,
        });
      }
    } else if (type.startsWith('xstate.done.state.')) {
      continue; // raised by the machine itself when a compound state completes
    } else if (type.startsWith('xstate.')) {
      throw new Error(`${id}: synthetic event "${type}" is not supported by the runner`);
    } else {
      const sentBy = (config.sentBy as Record<string, string | undefined> | undefined)?.[type];
      if (sentBy !== undefined && !activeSrcs.has(sentBy)) continue; // its sender is not running here
      const entry = (config.events as Record<string, Samples<M, EventObject> | undefined>)[type];
      if (entry === undefined) {
        throw new Error(`${id}: no sample payloads for event "${type}" (enabled in ${where})`);
      }
      const payloads = typeof entry === 'function' ? entry(snapshot as SnapshotFrom<M>) : entry;
      for (const payload of payloads) {
        const event = { ...payload, type } as EventObject;
        const custom = config.describeEvent?.(event as EventFromLogic<M>);
        const text = payloadText(Object.keys(payload).length > 0 ? payload : undefined);
        out.push({
          event,
          kind: 'event',
          name: type,
          label: custom ?? (text ? `${type}(${shorten(text)})` : type),
          ...(sentBy !== undefined ? { actor: sentBy } : {}),
        });
      }
    }
  }
  return out;
}

/** Explore the machine and generate the paths (one per edge of the explored graph, prefixes dropped). */
export function buildModel<M extends AnyStateMachine>(config: ModelConfig<M>): Model<M> {
  const machine = withGuards(config);
  const definition = describeMachine(machine);
  const serialize = (snapshot: AnyMachineSnapshot): string =>
    config.serializeState
      ? config.serializeState(snapshot as SnapshotFrom<M>)
      : toJson({ value: snapshot.value, context: snapshot.context });

  // Remember how each alphabet entry was built, by the event's serialisation.
  const entries = new Map<string, AlphabetEntry>();
  const events = (snapshot: AnyMachineSnapshot): EventObject[] =>
    alphabet(config, definition, snapshot).map((entry) => {
      entries.set(toJson(entry.event), entry);
      return entry.event;
    });
  const toStep = (event: EventObject, state: AnyMachineSnapshot): ModelStep => {
    const entry = entries.get(toJson(event));
    if (!entry) throw new Error(`${machine.id}: unknown event ${toJson(event)}`);
    return { ...entry, target: stateKey(state.value), serialized: serialize(state) };
  };

  const inputs: readonly unknown[] = config.inputs ?? [undefined];
  const paths: ModelPath[] = [];
  let stateCount = 0;
  let edgeCount = 0;
  for (const input of inputs) {
    const options = {
      input,
      events,
      serializeState: serialize,
      serializeEvent: (event: EventObject) => toJson(event),
      limit: config.limit ?? 5000,
    };
    let adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject>;
    try {
      adjacency = getAdjacencyMap<AnyMachineSnapshot, EventObject, unknown>(machine, options as never);
    } catch (error) {
      if (error instanceof Error && error.message.includes('limit')) {
        throw new Error(
          `${machine.id}: more than ${options.limit} states explored; bound the context with serializeState`,
          { cause: error },
        );
      }
      throw error;
    }
    const shortest = new Map<string, ModelStep[]>();
    let initial: ModelPath['initial'] | undefined;
    for (const path of getShortestPaths(machine, options as never)) {
      const [first, ...rest] = path.steps;
      if (!first) continue;
      initial ??= { target: stateKey(first.state.value), serialized: serialize(first.state) };
      shortest.set(
        serialize(path.state),
        rest.map((step) => toStep(step.event, step.state)),
      );
    }
    if (!initial) throw new Error(`${machine.id}: no initial state`);

    const inputPaths: ModelStep[][] = [];
    for (const [from, { transitions }] of Object.entries(adjacency)) {
      stateCount += 1;
      const prefix = shortest.get(from);
      if (!prefix) throw new Error(`${machine.id}: no path to ${from}`);
      const edges = Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>;
      for (const { event, state } of edges) {
        edgeCount += 1;
        inputPaths.push([...prefix, toStep(event, state)]);
      }
    }
    if (inputPaths.length === 0) inputPaths.push([]); // the initial state is all there is (e.g. final at once)

    const inputText =
      config.inputs === undefined
        ? ''
        : `${config.describeInput?.(input as InputFrom<M>) ?? toJson(input)} ⊢ `;
    for (const steps of dropPrefixes(inputPaths)) {
      const last = steps.at(-1);
      const events = steps.length > 0 ? steps.map((s) => s.label).join(' → ') : '(start)';
      paths.push({
        name: `${inputText}${events} ⇒ ${last ? last.target : initial.target}`,
        input,
        initial,
        steps,
      });
    }
  }
  return {
    config,
    definition,
    paths: uniqueNames(paths),
    graph: { states: stateCount, edges: edgeCount },
    serialize,
  };
}

/** The machine with the config's guard overrides, if any (the replay provides the same ones). */
export function withGuards<M extends AnyStateMachine>(config: ModelConfig<M>): AnyStateMachine {
  const machine = config.machine as AnyStateMachine;
  return config.guards ? machine.provide({ guards: config.guards } as never) : machine;
}

function dropPrefixes(paths: ModelStep[][]): ModelStep[][] {
  const key = (steps: ModelStep[]) => steps.map((s) => toJson(s.event));
  const keyed = paths.map((steps) => ({ steps, key: key(steps) }));
  return keyed
    .filter(
      (a, i) =>
        !keyed.some(
          (b, j) =>
            j !== i &&
            b.key.length >= a.key.length &&
            (b.key.length > a.key.length || j < i) &&
            a.key.every((k, n) => b.key[n] === k),
        ),
    )
    .map((p) => p.steps);
}

function uniqueNames(paths: ModelPath[]): ModelPath[] {
  const counts = new Map<string, number>();
  return paths.map((path) => {
    const n = (counts.get(path.name) ?? 0) + 1;
    counts.set(path.name, n);
    return n === 1 ? path : { ...path, name: `${path.name} (${n})` };
  });
}
