import type { AnyStateMachine } from 'xstate';
import { loginModel } from './models/login.model';
import { buildModel } from './traversal';
import type { Model, ModelConfig, StepKind } from './traversal';

/**
 * The generated paths as plain data, for replaying the same flows elsewhere (Playwright drives the login
 * flow in a browser with these). JSON-safe: Error payloads become `{ message }`.
 */
export interface PlainStep {
  /** `event`: the user (or a callback actor) sends it; `done` / `error`: the injected actor resolves / fails;
   *  `after`: the named delay elapses. */
  kind: StepKind;
  /** The machine event's type (synthetic steps: the full `xstate.done.actor.…` / `xstate.after.…` type). */
  type: string;
  /** Short name: `login.start`, `done:fetchQrUrl`, `error:fetchQrUrl`, `after:pollInterval`. */
  name: string;
  /** The event's payload without `type`: `{ output }` for done, `{ error: { message } }` for error. */
  payload: Record<string, unknown>;
  /** done/error: the injected actor (name in the machine's `setup({ actors })`); callback-sent events: the sender. */
  actor?: string;
  /** after: the delay's name in `setup({ delays })`. */
  delay?: string;
  /** The state value the machine must be in after the step, as a dot path (`waiting.sleeping`). */
  expected: string;
}

export interface PlainPath {
  name: string;
  input: unknown;
  /** The state value right after start. */
  initial: string;
  steps: PlainStep[];
}

function plain<T>(value: T): T {
  const json = JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? { message: v.message } : v));
  return (json === undefined ? undefined : JSON.parse(json)) as T;
}

export function toPlainPaths<M extends AnyStateMachine>(model: Model<M>): PlainPath[] {
  return model.paths.map((path) => ({
    name: path.name,
    input: plain(path.input) ?? null,
    initial: path.initial.target,
    steps: path.steps.map((step) => {
      const { type, ...payload } = step.event;
      return {
        kind: step.kind,
        type,
        name: step.name,
        payload: plain(payload),
        ...(step.actor !== undefined ? { actor: step.actor } : {}),
        ...(step.delay !== undefined ? { delay: step.delay } : {}),
        expected: step.target,
      };
    }),
  }));
}

export function getPlainPaths<M extends AnyStateMachine>(config: ModelConfig<M>): PlainPath[] {
  return toPlainPaths(buildModel(config));
}

/** The login machine's generated paths (the same ones tests/machines/login.model.test.ts replays). */
export function getLoginPaths(): PlainPath[] {
  return getPlainPaths(loginModel);
}

/**
 * The fewest paths (greedy: most new edges first, shorter first on a tie) that together drive every edge
 * the given paths drive; `edgesOf` names a path's edges (what counts as the same transition is the
 * spec's choice). Used by the Playwright specs that drive a machine's paths in Chromium.
 */
export function edgeCover(paths: PlainPath[], edgesOf: (p: PlainPath) => string[]): PlainPath[] {
  const seen = new Set<string>();
  const fresh = (p: PlainPath) => edgesOf(p).filter((e) => !seen.has(e)).length;
  const rest = [...paths];
  const pick: PlainPath[] = [];
  for (;;) {
    rest.sort((a, b) => fresh(b) - fresh(a) || a.steps.length - b.steps.length);
    const best = rest.shift();
    if (!best || fresh(best) === 0) break;
    for (const e of edgesOf(best)) seen.add(e);
    pick.push(best);
  }
  return pick;
}
