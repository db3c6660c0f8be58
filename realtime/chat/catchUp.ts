/**
 * How far behind its last seq a catch-up starts. A room's messages can reach a socket out of seq order:
 * each server process batches for its own sockets (decision 0073), so a message recorded on one process
 * may go out after a later one recorded on the socket's own. A viewer whose process dies in between holds
 * the later seq and, asking only for what came after it, would never get the earlier one (the live-scale
 * bench at 10,000 viewers: one message missed by each of the 5,000 viewers moved by a kill -9). So the
 * catch-up asks again for everything from the oldest message received in the last CATCH_UP_OVERLAP_MS
 * (several coalescing windows and the relay between processes); the overlap is dropped by id.
 */
export const CATCH_UP_OVERLAP_MS = 2000;

export interface RecentSeqs {
  /** A broadcast with this seq arrived at `at` (ms). */
  saw(seq: number, at: number): void;
  /** Where a catch-up starts: `lastSeq`, or just before the oldest seq received within the overlap of the last one. */
  since(lastSeq: number): number;
}

export function recentSeqs(overlapMs = CATCH_UP_OVERLAP_MS): RecentSeqs {
  let recent: { seq: number; at: number }[] = [];
  let head = 0;
  return {
    saw(seq, at) {
      recent.push({ seq, at });
      while (head < recent.length && at - recent[head]!.at > overlapMs) head++;
      if (head > 1024) {
        recent = recent.slice(head);
        head = 0;
      }
    },
    since(lastSeq) {
      const last = recent.at(-1);
      if (!last || lastSeq < 0) return lastSeq;
      let from = lastSeq;
      for (let i = head; i < recent.length; i++) {
        const r = recent[i]!;
        if (last.at - r.at <= overlapMs && r.seq - 1 < from) from = r.seq - 1;
      }
      return from;
    },
  };
}
