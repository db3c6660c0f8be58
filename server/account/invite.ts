import { msg } from '../../src/text/messages';
import type { Queryable } from '../db/types';
import { Refusal } from '../http/reply';

/**
 * The inviter's code (001 §3 otherInviteCode, §7 modifyProfile), docs/decisions/0041: optional; set once
 * (sending the stored code again, or none, changes nothing; another code is refused); it must be some
 * user's myInviteCode, and not the user's own. Run inside the profile save's transaction: a refusal rolls
 * the whole save back, so nothing of the form is half saved. `code` is already trimmed and upper-cased by
 * the shared schema.
 */
export async function setInviter(q: Queryable, uid: number, code: string | undefined): Promise<void> {
  if (!code) return;
  const { rows } = await q.query<{ mine: string; other: string | null }>(
    'SELECT my_invite_code AS mine, other_invite_code AS other FROM users WHERE uid = $1 FOR UPDATE',
    [uid],
  );
  const me = rows[0];
  if (!me) throw new Refusal(msg.api.expired);
  if (me.other !== null) {
    if (me.other === code) return;
    throw new Refusal(msg.profile.inviteCodeAlreadySet);
  }
  if (code === me.mine) throw new Refusal(msg.profile.inviteCodeOwn);
  const inviter = await q.query('SELECT 1 FROM users WHERE my_invite_code = $1', [code]);
  if (inviter.rows.length === 0) throw new Refusal(msg.profile.inviteCodeNotFound);
  await q.query('UPDATE users SET other_invite_code = $2 WHERE uid = $1', [uid, code]);
}
