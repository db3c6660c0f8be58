import { accessModel, INFO } from '../models/access.model';
import { examModel } from '../models/exam.model';
import { liveJoinModel } from '../models/liveJoin.model';
import { loginModel } from '../models/login.model';
import { edgeCover, getPlainPaths } from '../paths';
import type { PlainPath } from '../paths';

/**
 * Which generated paths each `tests/e2e/*-paths.spec.ts` replays in Chromium, written once: the specs take
 * their paths from here and the QA report (`npm run qa`) reads the same choice to mark the transitions a
 * Chromium replay covers, without running a browser. No Playwright import, so plain Node can load it.
 */
export interface ChromiumReplay {
  /** The machine's id (the model's `machine.id`). */
  machine: string;
  spec: string;
  /** The spec's test title for a path. */
  title: (path: PlainPath) => string;
  /** Every generated path (in the model's order), each with the reason the spec does not replay it (null: replayed). */
  paths: () => Array<{ path: PlainPath; skipped: string | null }>;
}

// login: every path, except those a browser cannot produce.

/** Login states that last one microtask in a browser: events sent while in them cannot be produced. */
const TRANSIENT = new Set(['openingWindow', 'waiting.checking']);

export function loginUnreplayable(path: PlainPath): string | null {
  // The page watches only a window it opened itself, never one the user opened through the link.
  const link = path.steps.findIndex((s) => s.name === 'login.linkOpened');
  const closed = path.steps.findIndex((s) => s.name === 'login.windowClosed');
  if (link !== -1 && closed > link)
    return 'login.windowClosed after login.linkOpened: not our window to watch';
  for (let i = 1; i < path.steps.length; i++) {
    const before = path.steps[i - 1]!.expected;
    if (TRANSIENT.has(before) && path.steps[i]!.kind === 'event')
      return `${path.steps[i]!.name} in ${before}, which lasts one microtask in a browser`;
  }
  return null;
}

// exam: the fewest paths that drive every (event, states left, states entered) edge.

/** A state value's parallel leaves, and its top-level state. */
export const leaves = (value: string) => value.split(' + ');
export const top = (value: string) => value.split('.')[0]!;

export function examEdges(p: PlainPath): string[] {
  let from = p.initial;
  return p.steps.map((s) => {
    const a = leaves(from);
    const b = leaves(s.expected);
    const left = a.filter((x) => !b.includes(x));
    const entered = b.filter((x) => !a.includes(x));
    const edge =
      top(from) !== top(s.expected)
        ? `${s.name}|${top(from)}>${top(s.expected)}`
        : left.length || entered.length
          ? `${s.name}|${left.join(',')}>${entered.join(',')}`
          : `${s.name}|self@${top(from)}`;
    from = s.expected;
    return edge;
  });
}

// access (video): the fewest paths that drive every (video kind, state, step, next state) edge.

export type VideoKind = keyof typeof INFO;
export const videoKindOf = (output: unknown): VideoKind => {
  const price = (output as { price: number }).price;
  const kind = (Object.keys(INFO) as VideoKind[]).find((k) => INFO[k].price === price);
  if (!kind) throw new Error(`no seeded video for price ${price}`);
  return kind;
};

export function accessEdges(p: PlainPath): string[] {
  const first = p.steps[0]!;
  const kind = first.name === 'done:loadAccess' ? videoKindOf(first.payload.output) : 'missing';
  let from = p.initial;
  return p.steps.map((s) => {
    const e = `${kind}|${from}|${s.name}|${s.expected}`;
    from = s.expected;
    return e;
  });
}

const NOT_PICKED =
  'not among the fewest paths that drive every edge (edgeCover): its edges are driven by others';

/** All the paths, those the greedy edge cover picks replayed. */
function covering(all: PlainPath[], edges: (p: PlainPath) => string[]) {
  const picked = new Set(edgeCover(all, edges));
  return all.map((path) => ({ path, skipped: picked.has(path) ? null : NOT_PICKED }));
}

export const CHROMIUM_REPLAYS: ChromiumReplay[] = [
  {
    machine: 'login',
    spec: 'tests/e2e/login-paths.spec.ts',
    title: (p) => `login path: ${p.name}`,
    paths: () => getPlainPaths(loginModel).map((path) => ({ path, skipped: loginUnreplayable(path) })),
  },
  {
    machine: 'exam',
    spec: 'tests/e2e/exam-paths.spec.ts',
    title: (p) => `exam path: ${p.name}`,
    paths: () => covering(getPlainPaths(examModel), examEdges),
  },
  {
    machine: 'access',
    spec: 'tests/e2e/video-paths.spec.ts',
    title: (p) => `access path: ${p.name}`,
    paths: () => covering(getPlainPaths(accessModel), accessEdges),
  },
  {
    machine: 'liveJoin',
    spec: 'tests/e2e/live-discussion-paths.spec.ts',
    title: (p) => `join path: ${p.name}`,
    paths: () => getPlainPaths(liveJoinModel).map((path) => ({ path, skipped: null })),
  },
];
