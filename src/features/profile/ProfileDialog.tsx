import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useSession } from '../../api/useSession';
import {
  PROFILE_MAX,
  profileFormSchema,
  type ModifyProfileBody,
  type ProfileForm,
  type User,
} from '../../schemas/account';
import { msg } from '../../text/messages';
import { ProfilePoints } from './ProfilePoints';
import { createProfileSaveLogic } from './profileActors';
import { initialProfileForm, isPhoneBound, PROFILE_ERROR_ALIAS, type ProfileField } from './profileForm';
import { useCaptcha } from '../../components/captcha/useCaptcha';
import { VerificationRows } from '../../components/captcha/VerificationRows';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';

const TITLE_ID = 'profile-dialog-title';
const FORM_ID = 'profile-form';
type TextKey = Exclude<ProfileField, 'showWorkInfo' | 'uuid'>;

/**
 * 个人资料 (000 §2.4, §4.7, §5.1). Rendered while open. After a successful save it stays open and shows
 * the refetched profile (points, and a bound phone read-only without captcha and SMS fields).
 */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  if (!user) return null;
  return <ProfileDialogBody user={user} onClose={onClose} />;
}

function ProfileDialogBody({ user, onClose }: { user: User; onClose: () => void }) {
  const phoneBound = isPhoneBound(user);
  const captcha = useCaptcha('profile');
  const form = useZodForm<ProfileForm, ModifyProfileBody>({
    // The shared rule (000 §5.1) of the shape shown now: after binding, the phone rows go.
    schema: profileFormSchema(phoneBound),
    defaultValues: initialProfileForm(user),
    toInput: (values) => ({ ...values, uuid: captcha.data?.uuid ?? '' }),
    errorAlias: PROFILE_ERROR_ALIAS,
  });
  const queryClient = useQueryClient();
  // Created once: useMachine starts the logic of its first render only.
  const [logic] = useState(() => createProfileSaveLogic({ queryClient, refreshCaptcha: captcha.refresh }));
  const [state, send] = useMachine(logic);
  const saving = !state.matches('editing');

  const submit = form.submit((body) => send({ type: 'profile.save', form: body }));

  const field = (key: TextKey, label: string, required: boolean) => (
    <FormTextField
      form={form}
      name={key}
      id={`profile-${key}`}
      label={label}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: PROFILE_MAX, 'aria-required': required || undefined } }}
    />
  );

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>{msg.profile.title}</DialogTitle>
      <DialogContent dividers>
        <ProfilePoints score={user.score} available={user.availableScore} phoneBound={phoneBound} />
        {/* Room for a shown helper text (已绑定手机号, a field's error) above the next field's raised label. */}
        <Stack component="form" id={FORM_ID} noValidate onSubmit={submit} spacing={1.5} sx={{ mt: 2 }}>
          {field('nickName', msg.profile.nickName, true)}
          {field('realName', msg.profile.realName, true)}
          {phoneBound ? (
            <TextField
              id="profile-phone"
              label={msg.profile.phone}
              value={user.phone}
              helperText={msg.profile.phoneBound}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, maxLength: PROFILE_MAX } }}
            />
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
          <Controller
            control={form.control}
            name="showWorkInfo"
            render={({ field: { value, onChange } }) => (
              <FormControlLabel
                control={
                  <Switch
                    id="profile-showWorkInfo"
                    checked={value === 1}
                    onChange={(e) => onChange(e.target.checked ? 1 : 0)}
                  />
                }
                label={msg.profile.showWorkInfo}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {msg.app.cancel}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={saving}>
          {saving ? msg.profile.saving : msg.app.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ProfileDialog;
