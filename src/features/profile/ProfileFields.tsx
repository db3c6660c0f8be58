import { Controller } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PROFILE_MAX } from '../../schemas/account';
import { msg } from '../../text/messages';
import { VerificationRows } from '../../components/captcha/VerificationRows';
import { FormTextField } from '../../components/form/FormTextField';
import type { ProfileField } from './profileForm';
import type { ProfileFormState } from './useProfileForm';

type TextKey = Exclude<ProfileField, 'showWorkInfo' | 'uuid'>;

/**
 * The profile form's fields (000 §5.1, 001 §5): nickname, real name, the phone (read-only once bound,
 * else with the captcha and SMS rows), work fields, the show-work switch and, where `inviteCode` is on
 * (the personal centre), the inviter's code: optional, read-only once set. `idPrefix` keeps the ids of the
 * dialog and of the page apart.
 */
export function ProfileFields({
  profile: { user, phoneBound, captcha, form, submit },
  formId,
  idPrefix,
  inviteCode = false,
}: {
  profile: ProfileFormState;
  formId: string;
  idPrefix: string;
  inviteCode?: boolean;
}) {
  const field = (key: TextKey, label: string, required: boolean, helperText?: string) => (
    <FormTextField
      form={form}
      name={key}
      id={`${idPrefix}-${key}`}
      label={label}
      size="small"
      fullWidth
      {...(helperText === undefined ? {} : { helperText })}
      slotProps={{ htmlInput: { maxLength: PROFILE_MAX, 'aria-required': required || undefined } }}
    />
  );
  const readOnly = (key: string, label: string, value: string, helperText: string) => (
    <TextField
      id={`${idPrefix}-${key}`}
      label={label}
      value={value}
      helperText={helperText}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { readOnly: true, maxLength: PROFILE_MAX } }}
    />
  );
  return (
    // Room for a shown helper text (已绑定手机号, a field's error) above the next field's raised label.
    <Stack component="form" id={formId} noValidate onSubmit={submit} spacing={1.5} sx={{ mt: 2 }}>
      {field('nickName', msg.profile.nickName, true)}
      {field('realName', msg.profile.realName, true)}
      {phoneBound ? (
        readOnly('phone', msg.profile.phone, user.phone, msg.profile.phoneBound)
      ) : (
        <>
          {field('phone', msg.profile.phone, true)}
          <VerificationRows
            captcha={captcha}
            captchaInput={field('code', msg.profile.captcha, true)}
            smsInput={field('smsCode', msg.profile.smsCode, true)}
            phoneAndCode={() => ({ phone: form.getValues('phone'), code: form.getValues('code') })}
            onInvalid={(errs) => form.showErrors(errs)}
          />
        </>
      )}
      {field('hospital', msg.profile.hospital, true)}
      {field('department', msg.profile.department, false)}
      {field('jodTitle', msg.profile.jodTitle, false)}
      {inviteCode
        ? user.otherInviteCode
          ? readOnly(
              'otherInviteCode',
              msg.profile.otherInviteCode,
              user.otherInviteCode,
              msg.profile.otherInviteCodeSet,
            )
          : field('otherInviteCode', msg.profile.otherInviteCode, false, msg.profile.otherInviteCodeHint)
        : null}
      <Controller
        control={form.control}
        name="showWorkInfo"
        render={({ field: { value, onChange } }) => (
          <FormControlLabel
            control={
              <Switch
                id={`${idPrefix}-showWorkInfo`}
                checked={value === 1}
                onChange={(e) => onChange(e.target.checked ? 1 : 0)}
              />
            }
            label={msg.profile.showWorkInfo}
          />
        )}
      />
    </Stack>
  );
}
