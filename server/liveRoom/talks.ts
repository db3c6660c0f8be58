import type { Queryable } from '../db/types';
import { isUniqueViolation } from '../db/types';
import type { ChatMessage } from '../../src/schemas/liveRoom';

export interface RoomRow {
  id: number;
  name: string;
  announcement: string;
  imgUrl: string;
  pullUrl: string;
  roomNo: string;
  liveStatus: string;
  startTime: string | null;
  hasPassword: boolean;
  requireMakeUp: boolean;
}

export async function findRoom(q: Queryable, id: number): Promise<RoomRow | null> {
  const { rows } = await q.query<RoomRow>(
    `SELECT id, name, announcement, img_url AS "imgUrl", pull_url AS "pullUrl", room_no AS "roomNo",
       live_status AS "liveStatus", to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') AS "startTime",
       password IS NOT NULL AS "hasPassword", require_make_up AS "requireMakeUp"
     FROM live_rooms WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

interface TalkRow {
  seq: string | number;
  roomId: number;
  uid: number;
  clientId: string | null;
  content: string;
  createdAt: Date | string;
  nickName: string;
  userImg: string;
}

const TALK_COLUMNS = `t.id AS seq, t.room_id AS "roomId", t.uid, t.client_id AS "clientId", t.content,
  t.created_at AS "createdAt", u.nick_name AS "nickName", u.user_img AS "userImg"`;
const TALK_SELECT = `SELECT ${TALK_COLUMNS} FROM live_talks t JOIN users u ON u.uid = t.uid`;

const toMessage = (r: TalkRow): ChatMessage => ({
  id: r.clientId ?? `talk-${r.seq}`,
  roomId: String(r.roomId),
  uid: String(r.uid),
  nickName: r.nickName,
  userImg: r.userImg,
  content: r.content,
  createTime: new Date(r.createdAt).getTime(),
  seq: Number(r.seq),
});

export interface Recorded {
  message: ChatMessage;
  /** false: this client id was recorded before (a retry); nothing new to broadcast. */
  fresh: boolean;
}

/** The message recorded before with this client id in this room (a retry), or null. */
export async function recordedTalk(q: Queryable, roomId: number, clientId: string): Promise<Recorded | null> {
  const { rows } = await q.query<TalkRow>(`${TALK_SELECT} WHERE t.room_id = $1 AND t.client_id = $2`, [
    roomId,
    clientId,
  ]);
  return rows[0] ? { message: toMessage(rows[0]), fresh: false } : null;
}

/**
 * Records one message once per (room, client id): a retry of the same message answers the first record.
 * Without a client id (a plain recordTalk call) every call records. `looked: true` when the caller has
 * asked `recordedTalk` already (the chat asks it before the room's queue, so what waits there is one
 * statement: the insert, which also reads the sender's name and picture).
 */
export async function recordTalk(
  q: Queryable,
  t: {
    roomId: number;
    uid: number;
    clientId: string | null;
    content: string;
    at: number;
    /** Asked only when the message is new (a retry of a recorded one passes): false = not allowed now. */
    beforeInsert?: () => boolean;
    looked?: boolean;
  },
): Promise<Recorded | 'limited'> {
  if (t.clientId !== null && !t.looked) {
    const seen = await recordedTalk(q, t.roomId, t.clientId);
    if (seen) return seen;
  }
  if (t.beforeInsert && !t.beforeInsert()) return 'limited';
  try {
    const { rows } = await q.query<TalkRow>(
      `WITH t AS (
         INSERT INTO live_talks (room_id, uid, client_id, content, created_at) VALUES ($1, $2, $3, $4, $5)
         RETURNING id, room_id, uid, client_id, content, created_at)
       SELECT ${TALK_COLUMNS} FROM t JOIN users u ON u.uid = t.uid`,
      [t.roomId, t.uid, t.clientId, t.content, new Date(t.at)],
    );
    return { message: toMessage(rows[0]!), fresh: true };
  } catch (e) {
    // The same message arrived twice at the same moment (two sockets, two servers): the first one won.
    if (isUniqueViolation(e) && t.clientId !== null) {
      const seen = await recordedTalk(q, t.roomId, t.clientId);
      if (seen) return seen;
    }
    throw e;
  }
}

/**
 * One page of the catch-up after a reconnect: the messages of a room after `sinceSeq`, oldest first, at
 * most `limit`; `more` when there are others after them (the client asks again from the last seq).
 *
 * `overlapMs` (the first page of a rejoin): also the messages recorded up to that long before the one
 * the client holds last. A room's messages can reach a socket out of seq order — each process batches for
 * its own sockets, so a message relayed from another process may go out after a later one recorded on
 * the socket's own — and a viewer whose process dies in between holds the later seq and would never get
 * the earlier one (the live-scale bench: one message missed by each of 5,000 viewers moved by a kill -9).
 * The client drops the overlap by id. Read from the room's latest 1,000 messages up to `sinceSeq` (more
 * than slow mode lets a room record in the overlap), so the room's index serves it.
 */
export async function talksSince(
  q: Queryable,
  roomId: number,
  sinceSeq: number,
  limit: number,
  overlapMs = 0,
): Promise<{ messages: ChatMessage[]; more: boolean }> {
  const { rows } = await q.query<TalkRow>(
    overlapMs > 0
      ? `WITH last AS (SELECT created_at FROM live_talks WHERE room_id = $1 AND id = $2),
           recent AS (SELECT id, created_at FROM live_talks WHERE room_id = $1 AND id <= $2 ORDER BY id DESC LIMIT 1000),
           since AS (SELECT coalesce(min(r.id) - 1, $2) AS seq FROM recent r, last l
             WHERE r.created_at >= l.created_at - make_interval(secs => $4::float8))
         ${TALK_SELECT} WHERE t.room_id = $1 AND t.id > (SELECT seq FROM since) ORDER BY t.id LIMIT $3`
      : `${TALK_SELECT} WHERE t.room_id = $1 AND t.id > $2 ORDER BY t.id LIMIT $3`,
    overlapMs > 0 ? [roomId, sinceSeq, limit + 1, overlapMs / 1000] : [roomId, sinceSeq, limit + 1],
  );
  return { messages: rows.slice(0, limit).map(toMessage), more: rows.length > limit };
}

/** The latest `limit` messages of a room, oldest first (what a first join shows). */
export async function latestTalks(q: Queryable, roomId: number, limit: number): Promise<ChatMessage[]> {
  const { rows } = await q.query<TalkRow>(
    `SELECT * FROM (${TALK_SELECT} WHERE t.room_id = $1 ORDER BY t.id DESC LIMIT $2) x ORDER BY seq`,
    [roomId, limit],
  );
  return rows.map(toMessage);
}

export async function needsMakeUp(q: Queryable, uid: number, roomId: number | null): Promise<boolean> {
  if (roomId !== null) {
    const room = await findRoom(q, roomId);
    if (room && !room.requireMakeUp) return false;
  }
  const { rows } = await q.query('SELECT 1 FROM live_make_ups WHERE uid = $1', [uid]);
  return rows.length === 0;
}

export async function saveMakeUp(
  q: Queryable,
  uid: number,
  f: { realName: string; hospital: string; phone: string },
  at: number,
): Promise<void> {
  await q.query(
    `INSERT INTO live_make_ups (uid, real_name, hospital, phone, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (uid) DO UPDATE SET real_name = $2, hospital = $3, phone = $4, created_at = $5`,
    [uid, f.realName, f.hospital, f.phone, new Date(at)],
  );
}
