import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import type { AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject, SnapshotFrom } from 'xstate';
import { stateKey } from './definition';
import type { PathCoverage } from './coverage';
import type { Model, ModelPath, ModelStep } from './traversal';

/**
 * Replay of a generated path on a REAL actor: `machine.provide()` with recording actions and stub actors,
 * a simulated clock, the machine's own guards, delays and invokes. After every step the actor must be in
 * the state the model predicted, and the state's meaning (an assertion per state value) must hold.
 */

/** What a state means, checked every time a path reaches it. Keys are state values as dot paths. */
export type Meaning<M extends AnyStateMachine> = Record<
  string,
  (snapshot: SnapshotFrom<M>, rec: Recorder) => void
>;

export type RecordEntry =
  | { kind: 'step'; step: number; name: string; event: EventObject }
  | { kind: 'action'; step: number; name: string; params: unknown; event: EventObject }
  | { kind: 'start'; step: number; src: string; id: string; input: unknown }
  | { kind: 'stop'; step: number; src: string; id: string }
  | { kind: 'settle'; step: number; src: string; id: string; outcome: 'resolved' | 'rejected' };

/** The log of what the machine did with its injected actions and actors, for meaning functions. */
export class Recorder {
  readonly log: RecordEntry[] = [];
  /** The step that led to the state being checked (undefined for the initial state). */
  step: ModelStep | undefined;
  stepIndex = -1;
  /** The simulated clock's reading. */
  now = 0;
  /** Every state checked so far on this path (this one last), with the clock reading when it was reached. */
  readonly history: Array<{ via: string; state: string; at: number }> = [];
  private readonly live = new Map<string, string>();
  /** @internal set by the replay: the delays whose timers are armed. */
  armed: () => string[] = () => [];

  /** How the current state was reached: `init`, `login.start`, `done:fetchQrUrl`, `after:pollInterval` ... */
  get via(): string {
    return this.step?.name ?? 'init';
  }

  /** Params of every call of the named action (on the whole path). */
  calls(action: string): unknown[] {
    return this.log.flatMap((e) => (e.kind === 'action' && e.name === action ? [e.params] : []));
  }

  /** Params of the calls of the named action made by the current step. */
  callsInStep(action: string): unknown[] {
    return this.log.flatMap((e) =>
      e.kind === 'action' && e.name === action && e.step === this.stepIndex ? [e.params] : [],
    );
  }

  /**
   * Everything the current step caused, in order: action names, `start:<actor>`, `stop:<actor>` (left before
   * it settled), `settle:<actor>` (the runner resolved or rejected it).
   */
  inStep(): string[] {
    return this.log.flatMap((e) => {
      if (e.step !== this.stepIndex || e.kind === 'step') return [];
      return [e.kind === 'action' ? e.name : `${e.kind}:${e.src}`];
    });
  }

  /** Names of the delays whose timers are armed, sorted (e.g. `['loginTimeout', 'pollInterval']`). */
  timers(): string[] {
    return this.armed();
  }

  /** Inputs of every start of the named actor. */
  starts(src: string): unknown[] {
    return this.log.flatMap((e) => (e.kind === 'start' && e.src === src ? [e.input] : []));
  }

  startsInStep(src: string): unknown[] {
    return this.log.flatMap((e) =>
      e.kind === 'start' && e.src === src && e.step === this.stepIndex ? [e.input] : [],
    );
  }

  /** How many times the named actor was stopped (its state was left before it settled) by the current step. */
  stopsInStep(src: string): number {
    return this.log.filter((e) => e.kind === 'stop' && e.src === src && e.step === this.stepIndex).length;
  }

  /** Names of the stub actors currently running (started, neither settled nor stopped). */
  running(): string[] {
    return [...this.live.values()].sort();
  }

  /** Events delivered so far with this step name (e.g. `login.retry`). */
  delivered(name: string): EventObject[] {
    return this.log.flatMap((e) => (e.kind === 'step' && e.name === name ? [e.event] : []));
  }

  /** @internal */
  record(entry: RecordEntry): void {
    this.log.push(entry);
    if (entry.kind === 'start') this.live.set(entry.id, entry.src);
    if (entry.kind === 'stop' || entry.kind === 'settle') this.live.delete(entry.id);
  }
}

/** xstate's SimulatedClock, plus "when is the next timer due" so a step can fire timers in time order. */
export class TestClock extends SimulatedClock {
  private readonly dueAt = new Map<number, number>();

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id: number = super.setTimeout((...args: unknown[]) => {
      this.dueAt.delete(id);
      fn(...args);
    }, timeout);
    this.dueAt.set(id, this.now() + timeout);
    return id;
  }

  override clearTimeout(id: number): void {
    this.dueAt.delete(id);
    super.clearTimeout(id);
  }

  /** Advance to the next pending timer and run it (and any due at the same time). False when none is pending. */
  runNext(): boolean {
    if (this.dueAt.size === 0) return false;
    this.set(Math.min(...this.dueAt.values()));
    return true;
  }
}

interface PromiseStub {
  kind: 'promise';
  src: string;
  settled: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}
interface CallbackStub {
  kind: 'callback';
  src: string;
  running: boolean;
  sendBack: (event: EventObject) => void;
}

/**
 * Promise logic moves to `done` on xstate's internal resolve event; callback logic ignores it (or throws,
 * having no instance for the probe). Every non-promise actor is stubbed as a callback actor.
 */
function isPromiseLogic(logic: AnyActorLogic): boolean {
  const probe = { status: 'active', output: undefined, error: undefined, input: undefined };
  try {
    const next = logic.transition(
      probe,
      { type: 'xstate.promise.resolve', data: undefined },
      {} as never,
    ) as {
      status?: unknown;
    };
    return next.status === 'done';
  } catch {
    return false;
  }
}

/** Stub actors for every actor of the machine: promises the runner settles, callbacks whose sendBack it holds. */
class Stubs {
  readonly byId = new Map<string, PromiseStub | CallbackStub>();

  constructor(
    private readonly rec: Recorder,
    private readonly machine: AnyStateMachine,
  ) {}

  logic(): Record<string, AnyActorLogic> {
    const actors = this.machine.implementations.actors as Record<string, AnyActorLogic>;
    return Object.fromEntries(
      Object.entries(actors).map(([src, logic]) => [
        src,
        isPromiseLogic(logic) ? this.promiseStub(src) : this.callbackStub(src),
      ]),
    );
  }

  private promiseStub(src: string): AnyActorLogic {
    return fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise((resolve, reject) => {
          const id = self.id;
          const stub: PromiseStub = { kind: 'promise', src, settled: false, resolve, reject };
          stub.resolve = (value) => {
            stub.settled = true;
            this.rec.record({ kind: 'settle', step: this.rec.stepIndex, src, id, outcome: 'resolved' });
            resolve(value);
          };
          stub.reject = (error) => {
            stub.settled = true;
            this.rec.record({ kind: 'settle', step: this.rec.stepIndex, src, id, outcome: 'rejected' });
            reject(error);
          };
          this.byId.set(id, stub);
          this.rec.record({ kind: 'start', step: this.rec.stepIndex, src, id, input });
          signal.addEventListener('abort', () => {
            if (stub.settled) return;
            stub.settled = true;
            this.rec.record({ kind: 'stop', step: this.rec.stepIndex, src, id });
          });
        }),
    );
  }

  private callbackStub(src: string): AnyActorLogic {
    return fromCallback<EventObject, unknown>(({ input, self, sendBack }) => {
      const id = self.id;
      const stub: CallbackStub = { kind: 'callback', src, running: true, sendBack };
      this.byId.set(id, stub);
      this.rec.record({ kind: 'start', step: this.rec.stepIndex, src, id, input });
      return () => {
        stub.running = false;
        this.rec.record({ kind: 'stop', step: this.rec.stepIndex, src, id });
      };
    });
  }

  pendingPromise(invokeId: string): PromiseStub {
    const stub = this.byId.get(invokeId);
    if (stub?.kind !== 'promise' || stub.settled) throw new Error(`no pending actor "${invokeId}" to settle`);
    return stub;
  }

  runningCallback(src: string): CallbackStub {
    const stub = [...this.byId.values()].find((s) => s.kind === 'callback' && s.src === src && s.running);
    if (stub?.kind !== 'callback') throw new Error(`callback actor "${src}" is not running`);
    return stub;
  }
}

function recordingActions(machine: AnyStateMachine, rec: Recorder) {
  const names = Object.keys(machine.implementations.actions);
  return Object.fromEntries(
    names.map((name) => [
      name,
      ({ event }: { event: EventObject }, params: unknown) =>
        rec.record({ kind: 'action', step: rec.stepIndex, name, params, event }),
    ]),
  );
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Replay one path. Throws (with the step) when the actor diverges from the model or a meaning fails. */
export async function replayPath<M extends AnyStateMachine>(
  model: Model<M>,
  path: ModelPath,
  meaning: Meaning<M>,
  coverage?: PathCoverage,
): Promise<Recorder> {
  const { machine } = model.config;
  const rec = new Recorder();
  const clock = new TestClock();
  const stubs = new Stubs(rec, machine);
  const provided = machine.provide({
    actions: recordingActions(machine, rec),
    actors: stubs.logic(),
    ...(model.config.guards ? { guards: model.config.guards } : {}),
  } as never) as AnyStateMachine;
  const actor = createActor(provided, {
    clock,
    input: path.input,
    ...(coverage ? { inspect: coverage.inspect } : {}),
  });
  rec.armed = () =>
    Object.values(actor.system.getSnapshot()._scheduledEvents)
      .map((e) => e.event.type.slice('xstate.after.'.length).split('.')[0] ?? '')
      .sort();
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });

  const check = (expected: { target: string; serialized: string }, where: string) => {
    if (errors.length > 0) throw new Error(`${where}: the actor failed: ${String(errors[0])}`);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const actual = stateKey(snapshot.value);
    const serialized = model.serialize(snapshot);
    if (actual !== expected.target || serialized !== expected.serialized) {
      throw new Error(
        `${where}: the model expects ${expected.target} ${expected.serialized}\n` +
          `  but the actor is in ${actual} ${serialized}`,
      );
    }
    const assertMeaning = meaning[actual];
    if (!assertMeaning)
      throw new Error(`${where}: no meaning for state "${actual}" (add it to the meaning map)`);
    rec.now = clock.now();
    rec.history.push({ via: rec.via, state: actual, at: rec.now });
    try {
      assertMeaning(snapshot as SnapshotFrom<M>, rec);
    } catch (error) {
      if (error instanceof Error) error.message = `${where}: meaning of "${actual}": ${error.message}`;
      throw error;
    }
    coverage?.meanings.add(actual);
  };

  try {
    actor.start();
    await settle();
    check(path.initial, 'initial state');
    for (const [index, step] of path.steps.entries()) {
      rec.stepIndex = index;
      rec.step = step;
      rec.record({ kind: 'step', step: index, name: step.name, event: step.event });
      const where = `step ${index + 1} (${step.label})`;
      deliver(step, where);
      await settle();
      check(step, where);
    }
    return rec;
  } finally {
    actor.stop();
  }

  function deliver(step: ModelStep, where: string): void {
    switch (step.kind) {
      case 'after': {
        // Fire timers in time order until this one has fired: earlier timers fire first, as they would.
        const pending = () =>
          Object.values(actor.system.getSnapshot()._scheduledEvents).some(
            (e) => e.event.type === step.event.type,
          );
        if (!pending()) throw new Error(`${where}: timer ${step.event.type} is not armed`);
        for (let n = 0; pending(); n += 1) {
          if (n > 10_000 || !clock.runNext())
            throw new Error(`${where}: timer ${step.event.type} never fired`);
        }
        return;
      }
      case 'done':
        stubs.pendingPromise(step.invokeId ?? '').resolve((step.event as { output?: unknown }).output);
        return;
      case 'error':
        stubs.pendingPromise(step.invokeId ?? '').reject((step.event as { error?: unknown }).error);
        return;
      case 'event':
        if (step.actor !== undefined) stubs.runningCallback(step.actor).sendBack(step.event);
        else actor.send(step.event);
        return;
    }
  }
}
