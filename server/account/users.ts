import { randomInt } from 'node:crypto';
import { msg } from '../../src/text/messages';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { DEFAULT_AVATAR } from '../seed/users';

/** A user as GET /api/radio/user/profile answers it (000 §3). `phone` is null while none is bound. */
export interface ApiUser {
  uid: number;
  nickName: string;
  realName: string;
  phone: string | null;
  showWorkInfo: 0 | 1;
  hospital: string;
  department: string;
  jodTitle: string;
  score: number;
  availableScore: number;
  userImg: string;
}

const USER_COLUMNS = `uid, nick_name AS "nickName", real_name AS "realName", phone,
  show_work_info AS "showWorkInfo", hospital, department, jod_title AS "jodTitle", score,
  available_score AS "availableScore", user_img AS "userImg"`;

export async function findUser(q: Queryable, uid: number): Promise<ApiUser | null> {
  const { rows } = await q.query<ApiUser>(`SELECT ${USER_COLUMNS} FROM users WHERE uid = $1`, [uid]);
  const u = rows[0];
  return u ? { ...u, showWorkInfo: u.showWorkInfo === 1 ? 1 : 0 } : null;
}

/** A fresh account as a first scan creates it: nickname like '新用户1234', no phone, no points. */
export async function createNewUser(ctx: AppContext): Promise<number> {
  const nick = msg.login.newUserNick(String(randomInt(1000, 10_000)));
  const { rows } = await ctx.db.query<{ uid: number }>(
    'INSERT INTO users (nick_name, user_img, created_at) VALUES ($1, $2, $3) RETURNING uid',
    [nick, DEFAULT_AVATAR, new Date(ctx.now())],
  );
  return rows[0]!.uid;
}

export interface ProfileFields {
  nickName: string;
  realName: string;
  hospital: string;
  department?: string | undefined;
  jodTitle?: string | undefined;
  showWorkInfo: 0 | 1;
}

export async function updateProfileFields(q: Queryable, uid: number, f: ProfileFields): Promise<void> {
  await q.query(
    `UPDATE users SET nick_name = $2, real_name = $3, hospital = $4, department = $5, jod_title = $6,
       show_work_info = $7 WHERE uid = $1`,
    [uid, f.nickName, f.realName, f.hospital, f.department ?? '', f.jodTitle ?? '', f.showWorkInfo],
  );
}

/**
 * Binds a phone to a user that has none; the first binding ever earns `points` (score and available
 * score), recorded by `phone_bonus_awarded` so it is never paid twice. False when a phone was already bound.
 */
export async function bindPhone(q: Queryable, uid: number, phone: string, points: number): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE users SET phone = $2,
       score = score + CASE WHEN phone_bonus_awarded THEN 0 ELSE $3::int END,
       available_score = available_score + CASE WHEN phone_bonus_awarded THEN 0 ELSE $3::int END,
       phone_bonus_awarded = true
     WHERE uid = $1 AND phone IS NULL RETURNING uid`,
    [uid, phone, points],
  );
  return rows.length > 0;
}

export async function phoneOwner(q: Queryable, phone: string): Promise<number | null> {
  const { rows } = await q.query<{ uid: number }>('SELECT uid FROM users WHERE phone = $1', [phone]);
  return rows[0]?.uid ?? null;
}
