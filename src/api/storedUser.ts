import type { User } from '../schemas/account';

/**
 * Reads the user kept in local storage without zod, so the first screen's JS stays small (the
 * session store is part of it). It applies the same normalisation as `userSchema` (schemas/account):
 * tests/unit/storedUser.test.ts checks the two agree.
 */
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export const toStoredUser = (value: unknown): User | null => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.uid !== 'number' && typeof v.uid !== 'string') return null;
  return {
    ...v,
    uid: String(v.uid),
    nickName: text(v.nickName),
    realName: text(v.realName),
    phone: text(v.phone),
    showWorkInfo: Number(v.showWorkInfo) === 1 ? 1 : 0,
    hospital: text(v.hospital),
    department: text(v.department),
    jodTitle: text(v.jodTitle),
    score: count(v.score),
    availableScore: count(v.availableScore),
    userImg: text(v.userImg),
    myInviteCode: text(v.myInviteCode),
    otherInviteCode: text(v.otherInviteCode),
  };
};
