import type { SeedStep } from './types';

/** A generated cover for the i-th seeded session (server/liveDiscussion/routes.ts). */
export const liveCoverUrl = (n: number) => `/api/live/__cover/${n}.svg`;

/** The demo meeting page of the reference server (server/liveDiscussion/meetingPage.ts). */
export const demoMeetingLink = (room: string) => `/api/live/__meeting?room=${encodeURIComponent(room)}`;

export interface SeedLiveSession {
  title: string;
  userName: string;
  room: string;
  start: string;
  end: string;
  password: string | null;
}

/**
 * Sessions in every state (000 §4.3): live now without and with a password, reserved (with and
 * without), ended. The times are wide so the states hold whatever the clock (tests run at 2025-07-01).
 */
export const seedLiveSessions: SeedLiveSession[] = [
  {
    title: '肺结节多学科会诊（MDT）直播',
    userName: '刘振华',
    room: 'mdt-lung',
    start: '2020-01-01T01:00:00Z',
    end: '2099-12-31T12:00:00Z',
    password: null,
  },
  {
    title: '疑难急腹症影像病例讨论',
    userName: '陈晓燕',
    room: 'abdomen',
    start: '2020-01-01T06:00:00Z',
    end: '2099-12-31T08:00:00Z',
    password: '8888',
  },
  {
    title: '心脏磁共振读片会',
    userName: '王建国',
    room: 'cmr',
    start: '2099-06-01T11:30:00Z',
    end: '2099-06-01T13:30:00Z',
    password: null,
  },
  {
    title: '神经影像疑难病例会诊',
    userName: '吴海峰',
    room: 'neuro',
    start: '2099-07-15T06:00:00Z',
    end: '2099-07-15T08:00:00Z',
    password: '2468',
  },
  {
    title: '乳腺影像质量控制病例回顾',
    userName: '赵丽',
    room: 'breast-qc',
    start: '2021-03-10T06:00:00Z',
    end: '2021-03-10T08:00:00Z',
    password: null,
  },
];

export const liveDiscussionSeed: SeedStep = {
  name: 'liveDiscussion',
  async run(tx) {
    for (const [i, s] of seedLiveSessions.entries()) {
      const link = demoMeetingLink(s.room);
      await tx.query(
        `INSERT INTO live_sessions (title, user_name, image, link, mdt_link, start_time, end_time, password, sort)
         VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8)`,
        [s.title, s.userName, liveCoverUrl(i + 1), link, s.start, s.end, s.password, i],
      );
    }
  },
};
