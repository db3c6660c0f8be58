/**
 * Chances left (001 §3 quiz, §4 exam): examLimitCount − usedExamCount, never negative. The quiz and the
 * exam machines, their views and the server's refusals all count with this one rule.
 */
export const chancesLeft = (limit: number, used: number): number => Math.max(0, limit - used);
