/**
 * The user centre's side menu (001 §2): the spec's keys, in the spec's order. The selected key is the
 * page's `menu` query parameter, so a reload or a shared link lands on the same item.
 */
export const USER_CENTRE_MENU = [1, 3, 5, 2, 4] as const;
export type UserCentreMenuKey = (typeof USER_CENTRE_MENU)[number];
/** 1 home / sign-in, the item a bare /usercenter/index opens. */
export const USER_CENTRE_HOME: UserCentreMenuKey = 1;
export const USER_CENTRE_PROFILE: UserCentreMenuKey = 3;
export const USER_CENTRE_EXCHANGED: UserCentreMenuKey = 5;
export const USER_CENTRE_HISTORY: UserCentreMenuKey = 2;
export const USER_CENTRE_RANK: UserCentreMenuKey = 4;

/** The menu key an address names: anything else (absent, unknown, not a number) is the home item. */
export const menuKeyOf = (value: string | null): UserCentreMenuKey => {
  const n = Number(value);
  return (USER_CENTRE_MENU as readonly number[]).includes(n) ? (n as UserCentreMenuKey) : USER_CENTRE_HOME;
};
