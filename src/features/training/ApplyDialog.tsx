import { useState, type ChangeEvent, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EnrolForm } from '../../../machines/enrolment.machine';
import { accountKeys } from '../../api/account';
import { useCaptcha } from '../../components/captcha/useCaptcha';
import { VerificationRows } from '../../components/captcha/VerificationRows';
import { PROFILE_MAX } from '../../schemas/limits';
import { msg } from '../../text/messages';
import type { ApplyErrors } from './enrolmentActors';

/** The application form's captcha (its own cache entry; the machine reads its uuid). */
const APPLY_CAPTCHA_SCOPE = 'training-apply';
export const APPLY_CAPTCHA_KEY = accountKeys.captcha(APPLY_CAPTCHA_SCOPE);

const EMPTY: EnrolForm = { realName: '', phone: '', validCode: '', smsCode: '', companyName: '' };

/**
 * The training application form (001 §3 enrolment form, §5). The SMS button is the foundation's
 * SmsCodeButton; the graphic captcha is the shared CaptchaImage. What was typed stays when the server
 * refuses it.
 */
export function ApplyDialog({
  groupName,
  busy,
  error,
  errors,
  setErrors,
  onSubmit,
  onClose,
}: {
  groupName: string;
  busy: boolean;
  error: string | null;
  errors: ApplyErrors;
  setErrors: Dispatch<SetStateAction<ApplyErrors>>;
  onSubmit: (form: EnrolForm) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<EnrolForm>(EMPTY);
  const cap = useCaptcha(APPLY_CAPTCHA_SCOPE);

  const field = (key: keyof EnrolForm, label: string) => ({
    label,
    value: form[key],
    error: Boolean(errors[key]),
    helperText: errors[key] ?? ' ',
    disabled: busy,
    slotProps: { htmlInput: { maxLength: PROFILE_MAX } },
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.target.value;
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((x) => ({ ...x, [key]: undefined }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(form);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="apply-title" maxWidth="xs" fullWidth>
      <DialogTitle id="apply-title">{msg.training.applyTitle(groupName)}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="apply-form" onSubmit={submit} noValidate spacing={0.5} sx={{ pt: 1 }}>
          <TextField {...field('realName', msg.profile.realName)} required />
          <TextField {...field('phone', msg.profile.phone)} required />
          <VerificationRows
            captcha={cap}
            captchaInput={
              <TextField {...field('validCode', msg.profile.captcha)} required sx={{ flex: 1 }} />
            }
            smsInput={<TextField {...field('smsCode', msg.profile.smsCode)} required sx={{ flex: 1 }} />}
            phoneAndCode={() => ({ phone: form.phone, code: form.validCode })}
            onInvalid={(e) => setErrors((x) => ({ ...x, phone: e.phone, validCode: e.code }))}
            disabled={busy}
          />
          <TextField {...field('companyName', msg.profile.hospital)} required />
          {error ? (
            <span role="alert" style={{ color: '#d32f2f' }}>
              {error}
            </span>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{msg.app.cancel}</Button>
        <Button type="submit" form="apply-form" variant="contained" disabled={busy}>
          {msg.training.applySubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
