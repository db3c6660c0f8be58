/** How many of a room's latest seqs a process remembers having broadcast (at 20 messages/s: 3.4 min). */
export const LEDGER_SEQS = 4096;

export interface BroadcastLedger {
  /** true the first time: this process has not broadcast `seq` of the room yet, and now counts it as sent. */
  first(roomId: number, seq: number): boolean;
}

/**
 * What this process has broadcast, per room, its latest LEDGER_SEQS seqs (decision 0073). It lets a
 * process tell a resend of a message already recorded from one whose broadcast never happened: the
 * process that recorded it was killed between its commit and its relay, so nobody was told. Such a
 * message is broadcast when its sender's resend arrives; one that was broadcast is not sent twice,
 * whichever way it comes back (a relay, a resend). A seq older than the ledger goes out again (the
 * client dedupes by id): sending twice is safe, sending never is a loss.
 */
export function broadcastLedger(limit = LEDGER_SEQS): BroadcastLedger {
  /** Per room: the seqs held, and a ring of the same seqs in arrival order (the oldest is overwritten). */
  const rooms = new Map<number, { seen: Set<number>; ring: number[]; next: number }>();
  return {
    first(roomId, seq) {
      let room = rooms.get(roomId);
      if (!room) rooms.set(roomId, (room = { seen: new Set(), ring: [], next: 0 }));
      if (room.seen.has(seq)) return false;
      if (room.ring.length === limit) room.seen.delete(room.ring[room.next]!);
      room.ring[room.next] = seq;
      room.next = (room.next + 1) % limit;
      room.seen.add(seq);
      return true;
    },
  };
}
