import { useState, type ChangeEvent, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { EnrolForm } from '../../../machines/enrolment.machine';
import { accountKeys, captcha, captchaSrc } from '../../api/account';
import { SmsCodeButton } from '../../components/SmsCodeButton';
import { PROFILE_MAX } from '../../schemas/limits';
import { msg } from '../../text/messages';
import type { ApplyErrors } from './enrolmentActors';

/** The application form's captcha (its own cache entry; the machine reads its uuid). */
export const APPLY_CAPTCHA_KEY = accountKeys.captcha('training-apply');

const EMPTY: EnrolForm = { realName: '', phone: '', validCode: '', smsCode: '', companyName: '' };

/**
 * The training application form (001 §3 enrolment form, §5). The SMS button is the foundation's
 * SmsCodeButton; the graphic captcha is fetched with the account API (the profile feature's captcha
 * pieces are not exported). What was typed stays when the server refuses it.
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
  const cap = useQuery({
    queryKey: APPLY_CAPTCHA_KEY,
    queryFn: captcha,
    staleTime: Infinity,
    gcTime: 0,
  });
  const refresh = () => void cap.refetch();

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
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField {...field('validCode', msg.profile.captcha)} required sx={{ flex: 1 }} />
            <ButtonBase
              onClick={refresh}
              aria-label={msg.profile.captchaRefresh}
              sx={{
                width: 112,
                height: 40,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                overflow: 'hidden',
              }}
              data-testid="captcha-image"
              data-captcha-uuid={cap.data?.uuid}
            >
              {cap.data ? (
                <img src={captchaSrc(cap.data.img)} alt={msg.profile.captchaAlt} width={112} height={40} />
              ) : null}
            </ButtonBase>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField {...field('smsCode', msg.profile.smsCode)} required sx={{ flex: 1 }} />
            <SmsCodeButton
              getRequest={() => ({ phone: form.phone, code: form.validCode, uuid: cap.data?.uuid ?? '' })}
              onInvalid={(e) => setErrors((x) => ({ ...x, phone: e.phone, validCode: e.code }))}
              onRefreshCaptcha={refresh}
              disabled={busy}
            />
          </Stack>
          <TextField {...field('companyName', msg.training.companyName)} required />
          {error ? (
            <span role="alert" style={{ color: '#d32f2f' }}>
              {error}
            </span>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{msg.training.cancel}</Button>
        <Button type="submit" form="apply-form" variant="contained" disabled={busy}>
          {msg.training.applySubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
