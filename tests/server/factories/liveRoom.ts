import type { Queryable } from '../../../server/db/types';
import { LIVE_STREAM_URL } from '../../../server/seed/liveRoom';
import { unique } from './common';

/** A live room as made: what the room, password, completion-form and chat calls decide on. */
export interface LiveRoomRow {
  id: number;
  name: string;
  announcement: string;
  /** '0' live, '1' reserved, '2' ended. */
  liveStatus: '0' | '1' | '2';
  startTime: string;
  /** null: no password. */
  password: string | null;
  /** Whether a viewer completes the form (real name, hospital, phone) first. */
  requireMakeUp: boolean;
  pullUrl: string;
  /** The stream's room number (`@TGS#live{id}` in the seed). */
  roomNo: string;
}

/** A live room, inserted as server/seed/liveRoom.ts inserts them; any field may be given. */
export async function createLiveRoom(
  db: Queryable,
  over: Partial<Omit<LiveRoomRow, 'id'>> = {},
): Promise<LiveRoomRow> {
  const row = {
    name: unique('测试直播间'),
    announcement: '欢迎来到测试直播间。',
    liveStatus: '0' as const,
    startTime: '2025-07-01 10:00:00',
    password: null,
    requireMakeUp: false,
    pullUrl: LIVE_STREAM_URL,
    roomNo: unique('@TGS#test'),
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO live_rooms (name, announcement, img_url, pull_url, room_no, live_status, start_time, password,
       require_make_up) VALUES ($1, $2, '', $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      row.name,
      row.announcement,
      row.pullUrl,
      row.roomNo,
      row.liveStatus,
      row.startTime,
      row.password,
      row.requireMakeUp,
    ],
  );
  return { id: rows[0]!.id, ...row };
}
