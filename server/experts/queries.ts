import { SEARCH_EXPERTS_MAX } from '../../domain/searchRoute';
import { containsPattern, LIKE_ESCAPE } from '../db/like';
import type { Queryable } from '../db/types';
import { videosByIds } from '../training/queries';

/** SQL of the expert directory (001 §7 "Experts, schedule, journals"). */
export interface ExpertRow {
  id: number;
  name: string;
  title: string;
  hospital: string;
  avatarUrl: string;
  achievement: number;
  groupLabel: number;
  groupName: string;
}

const EXPERT_COLUMNS = `e.id, e.name, e.title, e.hospital, e.avatar_url AS "avatarUrl", e.achievement,
  e.group_label AS "groupLabel", COALESCE(g.group_name, '') AS "groupName"`;
const EXPERT_FROM = 'experts e LEFT JOIN expert_groups g ON g.id = e.group_id';
const ORDER = 'ORDER BY e.sort, e.id';

/** `name ILIKE %…%` as $n, or a test that lets every row through when no name is given. */
const nameFilter = (name: string | undefined, n: number) =>
  name
    ? { where: `e.name ILIKE $${n} ${LIKE_ESCAPE}`, param: containsPattern(name) }
    : { where: `$${n}::text IS NULL`, param: null };

/** The experts of one label, optionally by name and (label 2) by study group. */
export async function expertsOf(
  q: Queryable,
  label: number,
  f: { name?: string; groupId?: number } = {},
): Promise<ExpertRow[]> {
  const name = nameFilter(f.name, 2);
  const group = f.groupId === undefined ? '$3::int IS NULL' : 'e.group_id = $3';
  const { rows } = await q.query<ExpertRow>(
    `SELECT ${EXPERT_COLUMNS} FROM ${EXPERT_FROM}
     WHERE e.group_label = $1 AND ${name.where} AND ${group} ${ORDER}`,
    [label, name.param, f.groupId ?? null],
  );
  return rows;
}

/**
 * The committee (label 1) by its groups, in the groups' order: groupName and expertInfoList (001 §7).
 * Groups with no expert matching the name are left out.
 */
export async function committee(q: Queryable, name?: string) {
  const experts = await expertsOf(q, 1, { name });
  const { rows: groups } = await q.query<{ id: number; groupName: string }>(
    `SELECT id, group_name AS "groupName" FROM expert_groups WHERE group_label = 1 AND status = 1
     ORDER BY sort, id`,
  );
  const { rows: ids } = await q.query<{ id: number; groupId: number | null }>(
    'SELECT id, group_id AS "groupId" FROM experts WHERE group_label = 1',
  );
  const groupOf = new Map(ids.map((r) => [r.id, r.groupId]));
  return groups
    .map((g) => ({
      groupName: g.groupName,
      expertInfoList: experts.filter((e) => groupOf.get(e.id) === g.id),
    }))
    .filter((g) => g.expertInfoList.length > 0);
}

/** The groups of a label with their status (001 §7 group-list: the page leaves out status 0). */
export async function groupsOf(q: Queryable, label: number) {
  const { rows } = await q.query<{ id: number; groupName: string; status: number }>(
    `SELECT id, group_name AS "groupName", status FROM expert_groups WHERE group_label = $1 ORDER BY sort, id`,
    [label],
  );
  return rows;
}

/**
 * One expert with the introduction's fields and the recommended courses as `uid` sees them (their
 * learningProcess); null for an unknown id.
 */
export async function expertInfo(q: Queryable, uid: number | null, id: number) {
  const { rows } = await q.query<ExpertRow & Record<string, unknown>>(
    `SELECT ${EXPERT_COLUMNS}, e.duties, e.take_office AS "takeOffice", e.honor, e.skill_in AS "skillIn",
       e.topic_name AS "topicName", e.topic_url AS "topicUrl"
     FROM ${EXPERT_FROM} WHERE e.id = $1`,
    [id],
  );
  const expert = rows[0];
  if (!expert) return null;
  const { rows: courses } = await q.query<{ id: number }>(
    'SELECT training_video_id AS id FROM expert_courses WHERE expert_id = $1 ORDER BY sort, training_video_id',
    [id],
  );
  return {
    ...expert,
    courseList: await videosByIds(
      q,
      uid,
      courses.map((c) => c.id),
    ),
  };
}

/**
 * Global search's experts (001 §3 search result expertList): those whose name contains the keyword, or
 * whose whole name the keyword contains (王建国 肺结节 finds 王建国); at most 5 (001 §9).
 */
export async function searchExperts(q: Queryable, keyword: string): Promise<ExpertRow[]> {
  const k = keyword.trim();
  if (k === '') return [];
  const { rows } = await q.query<ExpertRow>(
    `SELECT ${EXPERT_COLUMNS} FROM ${EXPERT_FROM} WHERE e.name ILIKE $1 ${LIKE_ESCAPE} OR (length(e.name) > 1 AND position(e.name IN $2) > 0)
     ORDER BY e.group_label, e.sort, e.id LIMIT ${SEARCH_EXPERTS_MAX}`,
    [containsPattern(k), k],
  );
  return rows;
}
