import type { Queryable } from '../db/types';

/** The password of a room: null when it has none, undefined when there is no such room. */
export async function roomPassword(q: Queryable, roomId: number): Promise<string | null | undefined> {
  const { rows } = await q.query<{ password: string | null }>(
    'SELECT password FROM live_rooms WHERE id = $1',
    [roomId],
  );
  return rows[0] ? rows[0].password : undefined;
}

/** Whether this user has entered the room's password (docs/decisions/0013). */
export async function hasGrant(q: Queryable, uid: number, roomId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM live_room_grants WHERE uid = $1 AND room_id = $2', [
    uid,
    roomId,
  ]);
  return rows.length > 0;
}

export async function grant(q: Queryable, uid: number, roomId: number, at: number): Promise<void> {
  await q.query(
    `INSERT INTO live_room_grants (uid, room_id, granted_at) VALUES ($1, $2, $3)
     ON CONFLICT (uid, room_id) DO NOTHING`,
    [uid, roomId, new Date(at)],
  );
}

/**
 * Whether this user may read and write the room's chat: any room without a password; a room with one only
 * after the user entered it (the same grant that opens the stream). Visitors never enter a protected room.
 */
export async function mayEnter(
  q: Queryable,
  uid: number | null,
  room: { id: number; hasPassword: boolean },
): Promise<boolean> {
  if (!room.hasPassword) return true;
  return uid !== null && (await hasGrant(q, uid, room.id));
}
