import { useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { PROFILE_MAX } from '../../schemas/limits';
import { emxInfoSchema } from '../../schemas/education';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { useCaptcha } from '../../components/captcha/useCaptcha';
import { FormTextField } from '../../components/form/FormTextField';
import { useZodForm } from '../../components/form/useZodForm';
import { VerificationRows } from '../../components/captcha/VerificationRows';
import { createEmxInfoLogic } from './emxInfoActors';

type Field = 'realName' | 'phone' | 'validCode' | 'smsCode' | 'companyName';
const TITLE_ID = 'emx-info-title';
const FORM_ID = 'emx-info-form';
const EMPTY: Record<Field, string> = { realName: '', phone: '', validCode: '', smsCode: '', companyName: '' };

/**
 * 完善信息 (001 §3, §5): real name, phone, graphic captcha, SMS code, work unit, all required; sent to
 * /api/emx/emx_info before a category-10 video. Rendered while open; `onDone` after 信息提交成功.
 */
export function EmxInfoDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const captcha = useCaptcha('emxInfo');
  const form = useZodForm({
    schema: emxInfoSchema,
    defaultValues: EMPTY,
    // The captcha shown now (a refresh after a refusal brings a new one).
    toInput: (values) => ({ ...values, uuid: captcha.data?.uuid ?? '' }),
  });
  const [logic] = useState(() => createEmxInfoLogic({ refreshCaptcha: captcha.refresh }));
  const [state, send] = useMachine(logic);
  const busy = state.matches('submitting');
  const done = state.matches('done');

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const submit = form.submit((parsed) => send({ type: 'info.submit', form: parsed }));

  const field = (key: Field, label: string) => (
    <FormTextField
      form={form}
      name={key}
      id={`emx-${key}`}
      label={label}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength: PROFILE_MAX, 'aria-required': true } }}
    />
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={TITLE_ID} maxWidth="xs" fullWidth>
      <DialogTitle id={TITLE_ID}>{educationMsg.infoTitle}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id={FORM_ID} noValidate onSubmit={submit} spacing={0.5}>
          {field('realName', msg.profile.realName)}
          {field('phone', msg.profile.phone)}
          <VerificationRows
            captcha={captcha}
            captchaInput={field('validCode', msg.profile.captcha)}
            smsInput={field('smsCode', msg.profile.smsCode)}
            phoneAndCode={() => ({ phone: form.getValues('phone'), code: form.getValues('validCode') })}
            onInvalid={(errs) => form.showErrors({ phone: errs.phone, validCode: errs.code })}
          />
          {field('companyName', msg.profile.hospital)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {msg.app.cancel}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={busy || done}>
          {busy ? educationMsg.submitting : educationMsg.infoSubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default EmxInfoDialog;
