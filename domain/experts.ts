/**
 * The expert directory's rules (001 §2 "Expert directory", §3 Expert, §7 expert calls), written once for
 * the pages and the server.
 */

/** groupLabel (001 §2): 1 委员 (committee), 2 专业 (professional, with study groups), 3 青年 (youth). */
export const EXPERT_LABEL = { committee: 1, speciality: 2, youth: 3 } as const;
export type ExpertLabel = (typeof EXPERT_LABEL)[keyof typeof EXPERT_LABEL];
export const EXPERT_LABELS: readonly [ExpertLabel, ...ExpertLabel[]] = [1, 2, 3];

export const isExpertLabel = (v: unknown): v is ExpertLabel =>
  (EXPERT_LABELS as readonly unknown[]).includes(v);

/** A tab named in the address (`?tab=2`); anything else is the first tab. */
export function labelOf(param: string | null | undefined): ExpertLabel {
  const n = Number(param);
  return isExpertLabel(n) ? n : EXPERT_LABEL.committee;
}

/** Tabs 2 and 3 switch between a list and cards (001 §2); the committee tab shows cards by group. */
export const switchesView = (label: ExpertLabel): boolean => label !== EXPERT_LABEL.committee;

/** Only the professional tab has the study-group filter (001 §2). */
export const hasGroupFilter = (label: ExpertLabel): boolean => label === EXPERT_LABEL.speciality;

export type ExpertDisplay = 'list' | 'card';
/** The display named in the address (`?view=list`); cards unless told. */
export const displayOf = (param: string | null | undefined): ExpertDisplay =>
  param === 'list' ? 'list' : 'card';

/**
 * The committee tab's headings: consecutive experts of the same groupName under one heading, in the
 * server's order (a name that comes back later starts a heading of its own, as the list says).
 */
export function byGroupName<T extends { groupName: string }>(
  rows: readonly T[],
): { name: string; rows: T[] }[] {
  const groups: { name: string; rows: T[] }[] = [];
  for (const e of rows) {
    const last = groups.at(-1);
    if (last && last.name === e.groupName) last.rows.push(e);
    else groups.push({ name: e.groupName, rows: [e] });
  }
  return groups;
}

/** Group status (001 §3 Professional group): 0 hidden. */
export const GROUP_HIDDEN = 0;

/** A study group is offered in the filter unless its status is 0 (001 §7 group-list: "status 0 filtered out"). */
export const isGroupVisible = (group: { status?: number | null }): boolean => group.status !== GROUP_HIDDEN;

export const visibleGroups = <T extends { status?: number | null }>(groups: readonly T[]): T[] =>
  groups.filter(isGroupVisible);

/**
 * Whether an expert has achievement data (001 §3 `achievement`): 1 (or "1", or true) yes; anything else,
 * including a missing value, no. Only then does the card open the detail; otherwise 数据更新中 (001 §2).
 */
export const hasAchievementData = (expert: { achievement?: unknown }): boolean => {
  const a = expert.achievement;
  return a === 1 || a === '1' || a === true;
};

/** An address a page may link to: http(s) only, never `javascript:` or `data:`. */
const openable = (url: string): boolean => /^https?:\/\/[^\s/]/i.test(url);

/**
 * The topic/dataset link of the introduction: shown only when both topicName and topicUrl exist (001 §2),
 * and only for an http(s) address.
 */
export function topicLink(expert: {
  topicName?: string | null;
  topicUrl?: string | null;
}): { name: string; url: string } | null {
  const name = expert.topicName?.trim() ?? '';
  // Stryker disable next-line StringLiteral: equivalent, a missing address only needs some text that is not openable
  const url = expert.topicUrl?.trim() ?? '';
  if (
    name === '' ||
    // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, '' is not openable either: this only says it first
    url === '' ||
    !openable(url)
  )
    return null;
  return { name, url };
}

/** The detail's address (opened in a new window from a card). */
export const expertPath = (id: string | number): string => `/specialist/${encodeURIComponent(String(id))}`;

/** The longest name searched (our limit: the spec gives none). */
export const EXPERT_NAME_MAX = 20;
