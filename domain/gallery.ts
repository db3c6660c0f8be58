import { instituteMsg } from '../src/text/institute';

/** The AI conference's sessions whose galleries /ai shows (000 §2.2: the first and the second). */
export const AI_SESSIONS = [1, 2] as const;
export type AiSession = (typeof AI_SESSIONS)[number];

export const isAiSession = (n: unknown): n is AiSession => (AI_SESSIONS as readonly unknown[]).includes(n);

export const aiSessionLabel = (session: AiSession): string => instituteMsg.sessions[session]!;

/** Photos split by session, in session order, each keeping the order it came in. */
export function photosBySession<T extends { session: number }>(
  rows: readonly T[],
): { session: AiSession; photos: T[] }[] {
  return AI_SESSIONS.map((session) => ({ session, photos: rows.filter((r) => r.session === session) }));
}
