import {
  profileFormSchema,
  type ModifyProfileBody,
  type ProfileForm,
  type User,
} from '../../schemas/account';

export type ProfileField = keyof ProfileForm;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

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
});

export type Validation = { ok: true; body: ModifyProfileBody } | { ok: false; errors: ProfileErrors };

/**
 * Checks the form with the shared rule (000 §5.1). A uuid problem (no captcha loaded) is reported on
 * the captcha field; the first message of each field wins.
 */
export const validateProfileForm = (form: ProfileForm, phoneBound: boolean): Validation => {
  const parsed = profileFormSchema(phoneBound).safeParse(form);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ProfileErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string') continue;
    const field = (key === 'uuid' ? 'code' : key) as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
};
