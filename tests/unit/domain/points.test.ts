import { describe, expect, it } from 'vitest';
import {
  BIND_PHONE_POINTS,
  canAfford,
  isFree,
  redeemPrice,
  SIGN_IN_STREAK_BONUS,
  SIGN_IN_STREAK_DAYS,
} from '../../../domain/points';
import { msg } from '../../../src/text/messages';

describe('points rules (001 §9)', () => {
  it('binding a phone gives 50; a 7-day sign-in streak gives 10', () => {
    expect(BIND_PHONE_POINTS).toBe(50);
    expect(SIGN_IN_STREAK_DAYS).toBe(7);
    expect(SIGN_IN_STREAK_BONUS).toBe(10);
    expect(msg.profile.bindHint(BIND_PHONE_POINTS)).toBe('绑定手机号可获得50积分');
  });
  const rows: Array<[number | null | undefined, number, boolean, number, boolean]> = [
    // scoreCurrPrice, price, free, available, affordable
    [null, 0, true, 0, true],
    [undefined, 0, true, 0, true],
    [0, 0, true, 0, true],
    [-5, 0, true, 0, true],
    [30, 30, false, 29, false],
    [30, 30, false, 30, true],
  ];
  it.each(rows)('price %s → %i, free %s; %i points afford it: %s', (p, price, free, available, ok) => {
    expect(redeemPrice(p)).toBe(price);
    expect(isFree(p)).toBe(free);
    expect(canAfford(available, p)).toBe(ok);
  });
});
