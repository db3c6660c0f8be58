import type { Dispatch, SetStateAction } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { EnrolForm } from '../../../machines/enrolment.machine';
import { useCaptcha } from '../../components/captcha/useCaptcha';
import { VerificationRows } from '../../components/captcha/VerificationRows';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { PROFILE_MAX } from '../../schemas/limits';
import { msg } from '../../text/messages';
import { trainingMsg } from '../../text/training';
import { APPLY_CAPTCHA_SCOPE, type ApplyErrors } from './enrolmentActors';

const EMPTY: EnrolForm = { realName: '', phone: '', validCode: '', smsCode: '', companyName: '' };

/**
 * The training application form (001 §3 enrolment form, §5). The SMS button is the foundation's
 * SmsCodeButton; the graphic captcha is the shared CaptchaImage. What was typed stays when the server
 * refuses it. The enrolment machine checks the form (its `formValid` guard) and reports the messages
 * through `errors`, so the form hook here holds the values and shows those messages, with no rule of its own.
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
  const cap = useCaptcha(APPLY_CAPTCHA_SCOPE);
  const form = useZodForm<EnrolForm>({
    defaultValues: EMPTY,
    errors,
    onClearError: (key) => setErrors((x) => ({ ...x, [key]: undefined })),
  });

  const field = (key: keyof EnrolForm, label: string) =>
    ({
      form,
      name: key,
      label,
      disabled: busy,
      slotProps: { htmlInput: { maxLength: PROFILE_MAX } },
    }) as const;

  return (
    <Dialog open onClose={onClose} aria-labelledby="apply-title" maxWidth="xs" fullWidth>
      <DialogTitle id="apply-title">{trainingMsg.applyTitle(groupName)}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="apply-form"
          onSubmit={form.submit(onSubmit)}
          noValidate
          spacing={0.5}
          sx={{ pt: 1 }}
        >
          <FormTextField {...field('realName', msg.profile.realName)} required />
          <FormTextField {...field('phone', msg.profile.phone)} required />
          <VerificationRows
            captcha={cap}
            captchaInput={
              <FormTextField {...field('validCode', msg.profile.captcha)} required sx={{ flex: 1 }} />
            }
            smsInput={<FormTextField {...field('smsCode', msg.profile.smsCode)} required sx={{ flex: 1 }} />}
            phoneAndCode={() => ({ phone: form.getValues('phone'), code: form.getValues('validCode') })}
            onInvalid={(e) => setErrors((x) => ({ ...x, phone: e.phone, validCode: e.code }))}
            disabled={busy}
          />
          <FormTextField {...field('companyName', msg.profile.hospital)} required />
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
          {trainingMsg.applySubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
