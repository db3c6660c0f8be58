import { describe, expect, it } from 'vitest';
import {
  menuKeyOf,
  USER_CENTRE_EXCHANGED,
  USER_CENTRE_HISTORY,
  USER_CENTRE_HOME,
  USER_CENTRE_MENU,
  USER_CENTRE_PROFILE,
  USER_CENTRE_RANK,
} from '../../../domain/userCentre';

describe("001 §2: the user centre's menu key in the address", () => {
  it('each menu item is reached from its `menu` parameter, so a reload lands on it', () => {
    expect(['1', '3', '5', '2', '4'].map(menuKeyOf)).toEqual([
      USER_CENTRE_HOME,
      USER_CENTRE_PROFILE,
      USER_CENTRE_EXCHANGED,
      USER_CENTRE_HISTORY,
      USER_CENTRE_RANK,
    ]);
    for (const key of USER_CENTRE_MENU) expect(menuKeyOf(String(key))).toBe(key);
  });

  it('an absent, unknown or non-numeric parameter opens the home item', () => {
    for (const value of [null, '', '0', '6', '-1', 'rank', '2.5', 'NaN'])
      expect(menuKeyOf(value)).toBe(USER_CENTRE_HOME);
  });
});
