import { liveRoomMsg } from '../../src/text/liveRoom';

/** A full room's refusal asks the client to try again after about this long (it adds its own jitter). */
export const ROOM_FULL_RETRY_MS = 30_000;

export type AdmissionRefusal = { ok: false; msg: string; retryInMs: number };

export interface Admission {
  /**
   * null: the socket may enter `roomId`; else the refusal for its join ack. `inRoom`: the socket is in the
   * room already (a recovered connection, or a join of the room it is in): never turned away. `rejoin`:
   * the client says it was admitted before and joins again after a lost connection — only its word, so it
   * enters a full room only while `mayReturn` grants it a place its process left (viewerCount.ts).
   */
  admit(roomId: number, who: { inRoom: boolean; rejoin: boolean }): Promise<AdmissionRefusal | null>;
}

/**
 * LIVE_ROOM_MAX_VIEWERS (issue 33, decision 0075): a join that would take the room beyond `max` viewers is
 * refused with 直播间人数已满，请稍后再试. `total` is the room's viewer count across every process
 * (viewerCount.ts). Joins that arrive together may each see room for one more: the cap can be passed by the joins in flight, never by a steady stream.
 * Unlimited (`max` null) asks `total` nothing.
 */
export function createAdmission(
  max: () => number | null,
  total: (roomId: number) => number | Promise<number>,
  mayReturn: (roomId: number) => boolean,
): Admission {
  return {
    async admit(roomId, { inRoom, rejoin }) {
      const cap = max();
      if (cap === null || inRoom) return null;
      if ((await total(roomId)) < cap) return null;
      if (rejoin && mayReturn(roomId)) return null;
      return { ok: false, msg: liveRoomMsg.roomFull, retryInMs: ROOM_FULL_RETRY_MS };
    },
  };
}
