import type { Queryable } from '../../../server/db/types';
import { FULL_VIDEO_URL, TRIAL_VIDEO_URL } from '../../../server/education/media';
import { unique } from './common';

/** An education video as made: what the detail and exchange calls decide on. */
export interface VideoRow {
  id: number;
  topic: string;
  /** 1 available, 2 live, 3 upcoming. */
  videoState: 1 | 2 | 3;
  videoCategory: number;
  /** Points to redeem it (0: free). */
  price: number;
  /** Whether a trial plays before it is redeemed. */
  trySee: boolean;
  videoDate: string;
  /** A picture the media routes serve (the list's cards show it). */
  coverUrl: string;
}

/**
 * An education video, inserted as server/seed/education.ts inserts them: an available one has the full
 * video, a trial one the trial too; any field may be given. Its id comes from the table's sequence.
 */
export async function createVideo(
  db: Queryable,
  over: Partial<Omit<VideoRow, 'id'>> = {},
): Promise<VideoRow> {
  const row = {
    topic: unique('测试视频'),
    videoState: 1 as const,
    videoCategory: 2,
    price: 0,
    trySee: false,
    videoDate: '2025-01-01 09:00:00',
    coverUrl: '/media/avatar/doctor.svg',
    ...over,
  };
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO youth_videos (topic, key_speaker, video_date, video_state, video_category, score_curr_price,
       score_origin_price, description, video_url, trial_url, try_see, video_cover_url)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      row.topic,
      '测试讲者',
      row.videoDate,
      row.videoState,
      row.videoCategory,
      row.price,
      `<p>${row.topic}</p>`,
      row.videoState === 1 ? FULL_VIDEO_URL : '',
      row.trySee ? TRIAL_VIDEO_URL : '',
      row.trySee ? 1 : 0,
      row.coverUrl,
    ],
  );
  return { id: rows[0]!.id, ...row };
}
