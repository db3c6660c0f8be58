import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { describeTransition, nodeKey } from './definition';
import type { MachineDefinition } from './definition';

/**
 * Coverage: which states and transitions the REAL actor went through (from xstate's inspection events),
 * against the reachable set, which is everything the definition holds minus what the model config lists
 * as unreachable (with a reason). Only paths that passed count.
 */

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const coverageDir = fileURLToPath(new URL('./.coverage/', import.meta.url));

export interface Exclusions {
  states?: Record<string, string>;
  transitions?: Record<string, string>;
}

/** What one path exercised; merged into the machine's coverage only when the path passed. */
export class PathCoverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  readonly meanings = new Set<string>();

  constructor(private readonly definition: MachineDefinition) {}

  readonly inspect = (event: InspectionEvent): void => {
    if (event.actorRef.sessionId !== event.rootId) return; // only the machine, not its children
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    for (const node of snapshot._nodes ?? []) if (node.path.length > 0) this.states.add(nodeKey(node));
    if (event.type !== '@xstate.microstep') return;
    for (const t of event._transitions) {
      let key: string;
      try {
        key = describeTransition(t, this.definition.invokes).key;
      } catch {
        key = `${nodeKey(t.source)}: ${t.eventType} (not in the definition)`;
      }
      if (t.source.path.length > 0) this.states.add(nodeKey(t.source));
      this.transitions.add(key);
    }
  };
}

interface Part {
  reachable: string[];
  covered: string[];
  missing: string[];
  unreachable: Array<{ id: string; reason: string }>;
}

export interface CoverageResult {
  machine: string;
  file: string;
  /** sha256 of the machine file when the tests ran; the report refuses stale results. */
  sourceHash: string;
  generatedAt: string;
  paths: { total: number; passed: number };
  states: Part;
  transitions: Part;
  /** Anything that makes the result untrustworthy besides missing coverage. */
  problems: string[];
}

export class CoverageCollector {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();
  private readonly meanings = new Set<string>();
  private passed = 0;

  constructor(
    readonly definition: MachineDefinition,
    private readonly options: {
      file: string;
      unreachable?: Exclusions;
      meaningKeys?: string[];
      /** One configuration of a parametrised machine, covered on its own (`campaign:qc`). */
      variant?: string;
    },
  ) {}

  startPath(): PathCoverage {
    return new PathCoverage(this.definition);
  }

  /** Count a path that passed. */
  commit(path: PathCoverage): void {
    this.passed += 1;
    path.states.forEach((s) => this.states.add(s));
    path.transitions.forEach((t) => this.transitions.add(t));
    path.meanings.forEach((m) => this.meanings.add(m));
  }

  result(totalPaths: number): CoverageResult {
    const { definition } = this;
    const problems: string[] = [];
    const part = (
      all: string[],
      covered: Set<string>,
      excluded: Record<string, string>,
      what: string,
    ): Part => {
      for (const [id, reason] of Object.entries(excluded)) {
        if (!all.includes(id)) problems.push(`unreachable ${what} "${id}" is not in the machine`);
        else if (covered.has(id))
          problems.push(`${what} "${id}" is listed as unreachable (${reason}) but was covered`);
        if (reason.trim() === '') problems.push(`unreachable ${what} "${id}" has no reason`);
      }
      const reachable = all.filter((id) => !(id in excluded));
      for (const id of covered)
        if (!all.includes(id)) problems.push(`covered ${what} "${id}" is not in the definition`);
      return {
        reachable,
        covered: reachable.filter((id) => covered.has(id)),
        missing: reachable.filter((id) => !covered.has(id)),
        unreachable: Object.entries(excluded).map(([id, reason]) => ({ id, reason })),
      };
    };
    const states = part(definition.states, this.states, this.options.unreachable?.states ?? {}, 'state');
    const transitions = part(
      definition.transitions.map((t) => t.key),
      this.transitions,
      this.options.unreachable?.transitions ?? {},
      'transition',
    );
    for (const key of this.options.meaningKeys ?? []) {
      if (!this.meanings.has(key))
        problems.push(`meaning "${key}" was never checked (no passing path reaches it)`);
    }
    if (this.passed < totalPaths)
      problems.push(`${totalPaths - this.passed} of ${totalPaths} paths did not pass (failed or skipped)`);
    return {
      machine: this.options.variant ? `${definition.id}:${this.options.variant}` : definition.id,
      file: this.options.file,
      sourceHash: hashFile(this.options.file),
      generatedAt: new Date().toISOString(),
      paths: { total: totalPaths, passed: this.passed },
      states,
      transitions,
      problems,
    };
  }
}

export function hashFile(relativePath: string): string {
  return createHash('sha256')
    .update(readFileSync(join(repoRoot, relativePath)))
    .digest('hex');
}

/** Why a result is not 100 % (empty when it is). */
export function coverageFailures(result: CoverageResult): string[] {
  return [
    ...result.states.missing.map((s) => `state not covered: ${s}`),
    ...result.transitions.missing.map((t) => `transition not covered: ${t}`),
    ...result.problems,
  ];
}

export function writeCoverage(result: CoverageResult): string {
  mkdirSync(coverageDir, { recursive: true });
  const file = join(coverageDir, `${result.machine.replace(/[^\w-]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
