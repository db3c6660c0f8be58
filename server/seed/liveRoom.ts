import type { SeedStep } from './types';

/** The shared generated test pattern (a small looping H.264 mp4) is the live stream of every room. */
export const LIVE_STREAM_URL = '/media/video/test-pattern.mp4';

/**
 * Rooms in every state the page meets: live, reserved, ended; with and without password; needing the
 * completion form or not. Room 1 is the demo room (live, no password, no completion needed);
 * room 2 asks for completion first.
 */
export const seedRooms = [
  {
    id: 1,
    name: '胸部CT影像诊断直播课',
    announcement: '欢迎来到直播间！请文明发言，直播期间可在留言板提问，专家将在答疑环节统一回复。',
    liveStatus: '0',
    startTime: '2025-07-01 10:00:00',
    password: null,
    requireMakeUp: false,
  },
  {
    id: 2,
    name: '神经影像病例讨论（需完善资料）',
    announcement: '本场直播仅面向医务人员，观看前请完善真实姓名、所属医院和手机号。',
    liveStatus: '0',
    startTime: '2025-07-01 14:00:00',
    password: null,
    requireMakeUp: true,
  },
  {
    id: 3,
    name: '腹部MRI读片会（预告）',
    announcement: '直播尚未开始，敬请期待。',
    liveStatus: '1',
    startTime: '2030-09-01 19:30:00',
    password: '123456',
    requireMakeUp: false,
  },
  {
    id: 4,
    name: '心脏影像专题讲座（已结束）',
    announcement: '本场直播已结束，感谢观看。',
    liveStatus: '2',
    startTime: '2025-05-20 19:00:00',
    password: null,
    requireMakeUp: false,
  },
  {
    id: 5,
    name: '影像质控闭门研讨（密码）',
    announcement: '本场为闭门研讨，请勿外传直播内容。',
    liveStatus: '0',
    startTime: '2025-07-01 09:00:00',
    password: '888888',
    requireMakeUp: true,
  },
] as const;

export const liveRoomSeed: SeedStep = {
  name: 'liveRoom',
  async run(tx) {
    for (const r of seedRooms) {
      await tx.query(
        `INSERT INTO live_rooms (id, name, announcement, img_url, pull_url, room_no, live_status, start_time,
           password, require_make_up)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          r.id,
          r.name,
          r.announcement,
          '',
          LIVE_STREAM_URL,
          `@TGS#live${r.id}`,
          r.liveStatus,
          r.startTime,
          r.password,
          r.requireMakeUp,
        ],
      );
    }
    await tx.query(`SELECT setval('live_rooms_id_seq', (SELECT max(id) FROM live_rooms))`);
    // A few earlier messages in the demo room, from the demo users.
    const talks = ['老师好，请问今天讲哪些病例？', '已签到，期待！', '声音清楚，画面流畅。'];
    for (const [i, content] of talks.entries()) {
      await tx.query(
        'INSERT INTO live_talks (room_id, uid, client_id, content, created_at) VALUES (1, $1, $2, $3, $4)',
        [(i % 2) + 1, `seed-talk-${i + 1}`, content, new Date(Date.UTC(2025, 6, 1, 2, i))],
      );
    }
  },
};
