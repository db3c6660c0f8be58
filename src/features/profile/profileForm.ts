import type { ProfileForm, User } from '../../schemas/account';

export type ProfileField = keyof ProfileForm;

/** The text inputs of the dialog, in order; the last three only while no phone is bound. */
export const PROFILE_TEXT_FIELDS = ['nickName', 'realName', 'hospital', 'department', 'jodTitle'] as const;

export const isPhoneBound = (user: Pick<User, 'phone'>) => user.phone.trim() !== '';

export const initialProfileForm = (user: User): ProfileForm => ({
  nickName: user.nickName,
  realName: user.realName,
  phone: user.phone,
  code: '',
  uuid: '',
  smsCode: '',
  hospital: user.hospital,
  department: user.department,
  jodTitle: user.jodTitle,
  showWorkInfo: user.showWorkInfo === 1 ? 1 : 0,
  // Sent back as stored (the server keeps a set code; '' changes nothing).
  otherInviteCode: user.otherInviteCode,
});

/**
 * The form is checked with the shared rule (000 §5.1, `profileFormSchema`) by the dialog's form hook,
 * the first message of each field winning. A uuid problem (no captcha loaded) has no field of its own:
 * it is reported on the captcha field.
 */
export const PROFILE_ERROR_ALIAS = { uuid: 'code' } as const satisfies Partial<
  Record<ProfileField, ProfileField>
>;
