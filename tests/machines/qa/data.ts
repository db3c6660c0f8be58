import { existsSync, readFileSync } from 'node:fs';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { PathCoverage } from '../coverage';
import type { CoverageResult } from '../coverage';
import type { MachineDefinition } from '../definition';
import { replayPath } from '../replay';
import type { Meaning } from '../replay';
import { buildModel } from '../traversal';
import { modelKey } from './models';
import type { AnyModelConfig } from './models';

/**
 * The QA report's data for one machine: every transition of its definition with the generated paths that
 * take it (each path replayed on a real actor, as the model test does, but without meanings: only to see
 * which transitions it takes) and whether a Chromium replay (tests/e2e/*-paths.spec.ts) takes it.
 */
export interface QaStep {
  label: string;
  /** The state the machine is in after the step. */
  expected: string;
  /** Transition keys this step takes. */
  transitions: string[];
}

export interface QaPath {
  /** 1-based, the number `npm run qa -- replay <machine> <number>` takes. */
  n: number;
  name: string;
  initial: string;
  /** Transition keys taken as the machine starts (eventless transitions out of the initial state). */
  atStart: string[];
  steps: QaStep[];
  /** Transition keys the path takes. */
  transitions: string[];
  /** 'replayed', the reason the Chromium spec skips it, or null when no spec drives it. */
  chromium: string | null;
  /** The replay diverged from the model (the model test fails too). */
  error?: string;
}

export interface QaTransition {
  key: string;
  source: string;
  event: string;
  targets: string[];
  guard?: string;
  /** Numbers of the generated paths that take it. */
  paths: number[];
  /** Numbers of those paths a Chromium replay drives. */
  chromium: number[];
  /** Why the model config says it cannot happen. */
  unreachable?: string;
}

export interface QaMachine {
  key: string;
  machine: string;
  file: string;
  states: string[];
  /** The states the paths start in (one per input). */
  initials: string[];
  transitions: QaTransition[];
  paths: QaPath[];
  /** State value → the source of what the model test asserts there. */
  meanings: Record<string, string>;
  /** The Chromium spec replaying this machine's paths, if any. */
  spec?: string;
  /** What the last model test run recorded (tests/machines/.coverage), if it ran. */
  tested?: { at: string; passed: number; total: number; failures: string[] };
}

/** What a path exercised, step by step: the replay checks a state after each step, which closes the step. */
class StepCoverage extends PathCoverage {
  readonly byStep: string[][] = [];
  private current: PathCoverage;

  constructor(private readonly machine: MachineDefinition) {
    super(machine);
    this.current = new PathCoverage(machine);
  }

  override readonly inspect = (event: InspectionEvent): void => this.current.inspect(event);

  endStep(): void {
    const taken = [...this.current.transitions];
    this.byStep.push(taken);
    taken.forEach((t) => this.transitions.add(t));
    this.current = new PathCoverage(this.machine);
  }
}

/** Answers every state with no check but the end of the step: the replay then only follows the path. */
const stepsOnly = (coverage: StepCoverage) =>
  new Proxy({}, { get: () => () => coverage.endStep() }) as Meaning<AnyStateMachine>;

export interface ChromiumChoice {
  spec: string;
  /** Path name → 'replayed' or the reason the spec skips it. */
  paths: Map<string, string>;
}

export async function machineData(
  config: AnyModelConfig,
  options: { chromium?: ChromiumChoice; meanings?: Record<string, string>; tested?: CoverageResult } = {},
): Promise<QaMachine> {
  const model = buildModel(config);
  const paths: QaPath[] = [];
  for (const [i, path] of model.paths.entries()) {
    const coverage = new StepCoverage(model.definition);
    let error: string | undefined;
    try {
      await replayPath(model, path, stepsOnly(coverage), coverage);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    paths.push({
      n: i + 1,
      name: path.name,
      initial: path.initial.target,
      atStart: coverage.byStep[0] ?? [],
      steps: path.steps.map((s, n) => ({
        label: s.label,
        expected: s.target,
        transitions: coverage.byStep[n + 1] ?? [],
      })),
      transitions: [...coverage.transitions].sort(),
      chromium: options.chromium?.paths.get(path.name) ?? null,
      ...(error !== undefined ? { error } : {}),
    });
  }
  const unreachable = config.unreachable?.transitions ?? {};
  const transitions = model.definition.transitions.map((t): QaTransition => {
    const taking = paths.filter((p) => p.transitions.includes(t.key));
    return {
      key: t.key,
      source: t.source,
      event: t.event,
      targets: t.targets,
      ...(t.guard !== undefined ? { guard: t.guard } : {}),
      paths: taking.map((p) => p.n),
      chromium: taking.filter((p) => p.chromium === 'replayed').map((p) => p.n),
      ...(t.key in unreachable ? { unreachable: unreachable[t.key] } : {}),
    };
  });
  const { tested } = options;
  return {
    key: modelKey(config),
    machine: config.machine.id,
    file: config.file,
    states: model.definition.states,
    initials: [...new Set(paths.map((p) => p.initial))],
    transitions,
    paths,
    meanings: options.meanings ?? {},
    ...(options.chromium ? { spec: options.chromium.spec } : {}),
    ...(tested
      ? {
          tested: {
            at: tested.generatedAt,
            passed: tested.paths.passed,
            total: tested.paths.total,
            failures: [
              ...tested.transitions.missing.map((t) => `transition not covered: ${t}`),
              ...tested.states.missing.map((s) => `state not covered: ${s}`),
              ...tested.problems,
            ],
          },
        }
      : {}),
  };
}

/** The transitions no generated path takes (and the config does not list as unreachable). */
export const uncovered = (m: QaMachine): string[] =>
  m.transitions.filter((t) => t.paths.length === 0 && t.unreachable === undefined).map((t) => t.key);

export function readCoverage(file: string): CoverageResult | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CoverageResult) : undefined;
}
