import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
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
import { PROFILE_MAX, type ProfileForm, type User } from '../../schemas/account';
import { msg } from '../../text/messages';
import { ProfilePoints } from './ProfilePoints';
import { createProfileSaveLogic } from './profileActors';
import {
  initialProfileForm,
  isPhoneBound,
  validateProfileForm,
  type ProfileErrors,
  type ProfileField,
} from './profileForm';
import { useCaptcha } from '../../components/captcha/useCaptcha';
import { VerificationRows } from '../../components/captcha/VerificationRows';

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
  const [form, setForm] = useState<ProfileForm>(() => initialProfileForm(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const captcha = useCaptcha('profile');
  const queryClient = useQueryClient();
  // Created once: useMachine starts the logic of its first render only.
  const [logic] = useState(() => createProfileSaveLogic({ queryClient, refreshCaptcha: captcha.refresh }));
  const [state, send] = useMachine(logic);
  const saving = !state.matches('editing');

  const change = (key: TextKey) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((errs) => ({ ...errs, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = validateProfileForm({ ...form, uuid: captcha.data?.uuid ?? '' }, phoneBound);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    send({ type: 'profile.save', form: result.body });
  };

  const field = (key: TextKey, label: string, required: boolean) => (
    <TextField
      id={`profile-${key}`}
      label={label}
      value={form[key]}
      onChange={change(key)}
      error={errors[key] !== undefined}
      helperText={errors[key] ?? ' '}
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
                phoneAndCode={() => ({ phone: form.phone, code: form.code })}
                onInvalid={(errs) => setErrors((prev) => ({ ...prev, ...errs }))}
              />
            </>
          )}
          {field('hospital', msg.profile.hospital, true)}
          {field('department', msg.profile.department, false)}
          {field('jodTitle', msg.profile.jodTitle, false)}
          <FormControlLabel
            control={
              <Switch
                id="profile-showWorkInfo"
                checked={form.showWorkInfo === 1}
                onChange={(e) => setForm((f) => ({ ...f, showWorkInfo: e.target.checked ? 1 : 0 }))}
              />
            }
            label={msg.profile.showWorkInfo}
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
