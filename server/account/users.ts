import { randomInt } from 'node:crypto';
import { PROFILE_MAX } from '../../src/schemas/account';
import { msg } from '../../src/text/messages';
import { pointsMsg } from '../../src/text/points';
import type { AppContext } from '../context';
import type { Queryable } from '../db/types';
import { record } from '../points/ledger';

/** Default avatar of users created by the scan page (a picture the media fixtures generate). */
export const DEFAULT_AVATAR = '/media/avatar/default.svg';

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
  /** 001 §3: the user's own invite code (always there, migration 014) and the inviter's ('' while none). */
  myInviteCode: string;
  otherInviteCode: string;
}

const USER_COLUMNS = `uid, nick_name AS "nickName", real_name AS "realName", phone,
  show_work_info AS "showWorkInfo", hospital, department, jod_title AS "jodTitle", score,
  available_score AS "availableScore", user_img AS "userImg", my_invite_code AS "myInviteCode",
  COALESCE(other_invite_code, '') AS "otherInviteCode"`;

export async function findUser(q: Queryable, uid: number): Promise<ApiUser | null> {
  const { rows } = await q.query<ApiUser>(`SELECT ${USER_COLUMNS} FROM users WHERE uid = $1`, [uid]);
  const u = rows[0];
  return u ? { ...u, showWorkInfo: u.showWorkInfo === 1 ? 1 : 0 } : null;
}

const newUserNick = () => msg.login.newUserNick(String(randomInt(1000, 10_000)));

/** A fresh account as a first scan creates it: nickname like '新用户1234', no phone, no points. */
export async function createNewUser(ctx: AppContext): Promise<number> {
  const { rows } = await ctx.db.query<{ uid: number }>(
    'INSERT INTO users (nick_name, user_img, created_at) VALUES ($1, $2, $3) RETURNING uid',
    [newUserNick(), DEFAULT_AVATAR, new Date(ctx.now())],
  );
  return rows[0]!.uid;
}

/** Who WeChat says logged in: unionid when the app is bound to an Open Platform account, always openid. */
export interface WechatUserKey {
  unionid: string | null;
  openid: string;
}

async function findWechatUser(q: Queryable, key: WechatUserKey): Promise<number | null> {
  if (key.unionid !== null) {
    const byUnion = await q.query<{ uid: number }>('SELECT uid FROM users WHERE wx_unionid = $1', [
      key.unionid,
    ]);
    if (byUnion.rows[0]) return byUnion.rows[0].uid;
  }
  const byOpen = await q.query<{ uid: number; wx_unionid: string | null }>(
    'SELECT uid, wx_unionid FROM users WHERE wx_openid = $1',
    [key.openid],
  );
  const row = byOpen.rows[0];
  if (!row) return null;
  // Known by openid only: WeChat now also names the unionid, which becomes the key from here on.
  if (key.unionid !== null && row.wx_unionid === null) {
    await q.query('UPDATE users SET wx_unionid = $2 WHERE uid = $1 AND wx_unionid IS NULL', [
      row.uid,
      key.unionid,
    ]);
  }
  return row.uid;
}

/** WeChat's nickname cut to the profile's limit, or a '新用户1234' name when it gives none. */
const nickFrom = (nickname: string | undefined) => {
  const nick = [...(nickname ?? '').trim()].slice(0, PROFILE_MAX).join('');
  return nick || newUserNick();
};

/** Only an https avatar is kept (a page over https cannot show an http image); else the default. */
const avatarFrom = (url: string | undefined) =>
  url && /^https:\/\/[^\s"'<>]+$/.test(url) ? url : DEFAULT_AVATAR;

/**
 * The account of a WeChat user: found by unionid (else openid), or created on the first login with the
 * nickname and avatar `profile` reads from WeChat. Two first logins at once create one account (null only
 * when the row vanished in between).
 */
export async function findOrCreateWechatUser(
  ctx: AppContext,
  key: WechatUserKey,
  profile: () => Promise<{ nickname: string; avatar: string } | null>,
): Promise<number | null> {
  const known = await findWechatUser(ctx.db, key);
  if (known !== null) return known;
  const info = await profile();
  const { rows } = await ctx.db.query<{ uid: number }>(
    `INSERT INTO users (nick_name, user_img, wx_unionid, wx_openid, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING uid`,
    [nickFrom(info?.nickname), avatarFrom(info?.avatar), key.unionid, key.openid, new Date(ctx.now())],
  );
  if (rows[0]) return rows[0].uid;
  // Created by a concurrent login a moment ago.
  return findWechatUser(ctx.db, key);
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
 * Binds a phone to a user that has none; the first binding ever earns `points`, one row of the points
 * ledger (ref 'bind-phone', so it is never paid twice; `phone_bonus_awarded` also covers users bound
 * before the ledger). False when a phone was already bound.
 */
export async function bindPhone(
  q: Queryable,
  uid: number,
  phone: string,
  points: number,
  nowMs: number,
): Promise<boolean> {
  const { rows } = await q.query<{ award: boolean }>(
    `UPDATE users u SET phone = $2, phone_bonus_awarded = true
     FROM (SELECT uid, phone_bonus_awarded FROM users WHERE uid = $1 FOR UPDATE) before
     WHERE u.uid = before.uid AND u.phone IS NULL RETURNING NOT before.phone_bonus_awarded AS award`,
    [uid, phone],
  );
  if (rows.length === 0) return false;
  if (rows[0]!.award)
    await record(
      q,
      uid,
      {
        ref: 'bind-phone',
        srcModuleDesc: pointsMsg.modules.profile,
        detailActionDesc: pointsMsg.actions.bindPhone,
        score: points,
      },
      nowMs,
    );
  return true;
}

export async function phoneOwner(q: Queryable, phone: string): Promise<number | null> {
  const { rows } = await q.query<{ uid: number }>('SELECT uid FROM users WHERE phone = $1', [phone]);
  return rows[0]?.uid ?? null;
}
