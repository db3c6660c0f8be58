import { instituteMsg } from '../src/text/institute';

/**
 * The expert committee's posts (000 §2.2 /team: chair, vice-chairs, secretary-general, working
 * secretaries, member list). The contract does not show the call; our `post` code (docs/api.md,
 * "Institute") is this table's, shown in this order.
 */
export const COMMITTEE_POST = {
  chair: 1,
  viceChair: 2,
  secretaryGeneral: 3,
  workingSecretary: 4,
  member: 5,
} as const;
export type CommitteePost = (typeof COMMITTEE_POST)[keyof typeof COMMITTEE_POST];
export const COMMITTEE_POSTS: readonly CommitteePost[] = [1, 2, 3, 4, 5];

export const isCommitteePost = (code: unknown): code is CommitteePost =>
  (COMMITTEE_POSTS as readonly unknown[]).includes(code);

/** The heading of a post's block. */
export const committeePostLabel = (post: CommitteePost): string => instituteMsg.posts[post]!;

export interface CommitteeGroup<T> {
  post: CommitteePost;
  members: T[];
}

/**
 * Members grouped by post, in the table's order; within a post by `sort` then as given. Empty posts
 * are left out (a committee without working secretaries shows no empty heading); unknown posts too.
 */
export function groupByPost<T extends { post: number; sort?: number }>(
  rows: readonly T[],
): CommitteeGroup<T>[] {
  return COMMITTEE_POSTS.map((post) => ({
    post,
    // Array.prototype.sort is stable: members with the same `sort` keep the order they came in.
    members: rows.filter((row) => row.post === post).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
  })).filter((g) => g.members.length > 0);
}
