import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import { needsStudentType, SUBMISSION_MAX } from '../../../../domain/submission';
import { useCaptcha } from '../../../components/captcha/useCaptcha';
import { VerificationRows } from '../../../components/captcha/VerificationRows';
import type { SmsFieldErrors } from '../../../components/smsCooldownActors';
import type { PopsicDict } from '../../../schemas/popsic';
import { msg } from '../../../text/messages';
import { contributionPagesMsg } from '../../../text/contributionPages';
import { DictSelect, FIELD_GAP, FormField, type StepProps } from './fields';

const t = contributionPagesMsg.fields;
/** The wizard's own captcha (its cache entry). */
export const CONTRIBUTION_CAPTCHA_SCOPE = 'contribution';

/**
 * Step 1, author qualifications (000 §5.3): title, real name, phone (locked when editing) with the graphic
 * captcha and SMS code of a new work (the shared rows and SMS button), work unit, identity, and the student
 * type only for a student (design §9).
 */
export function Step1Fields(props: StepProps & { editing: boolean; dict: PopsicDict | undefined }) {
  const { form, editing, dict } = props;
  return (
    <Stack spacing={FIELD_GAP}>
      <FormField {...props} name="title" label={t.title} max={SUBMISSION_MAX.title} required />
      <FormField
        {...props}
        name="name"
        label={t.name}
        max={SUBMISSION_MAX.name}
        helperText={contributionPagesMsg.fields.nameHint}
        required
      />
      {editing ? (
        <FormField
          {...props}
          name="phone"
          label={t.phone}
          max={SUBMISSION_MAX.phone}
          helperText={t.phoneLocked}
          disabled
          slotProps={{ input: { readOnly: true } }}
        />
      ) : (
        <Verification {...props} />
      )}
      <FormField {...props} name="workUnit" label={t.workUnit} max={SUBMISSION_MAX.workUnit} required />
      <DictSelect {...props} name="identity" label={t.identity} entries={dict?.identity ?? []} />
      {needsStudentType(form.identity) ? (
        <DictSelect
          {...props}
          name="studentType"
          label={t.studentType}
          entries={dict?.studentType ?? []}
          required
        />
      ) : null}
    </Stack>
  );
}

/** The phone, the graphic captcha and the SMS code (000 §4.6): the shared rows; an SMS refusal's messages shown here. */
function Verification(props: StepProps) {
  const { form, errors, send } = props;
  const captcha = useCaptcha(CONTRIBUTION_CAPTCHA_SCOPE);
  const uuid = captcha.data?.uuid;
  useEffect(() => {
    if (uuid !== undefined) send({ type: 'field.set', name: 'uuid', value: uuid });
  }, [uuid, send]);
  const [sms, setSms] = useState<SmsFieldErrors>({});
  const shown = {
    ...errors,
    ...(sms.phone ? { phone: sms.phone } : {}),
    ...(sms.code ? { validCode: sms.code } : {}),
  };
  const withSms = { ...props, errors: shown };
  const clearing = (key: keyof SmsFieldErrors) => (e: Parameters<typeof send>[0]) => {
    setSms((x) => ({ ...x, [key]: undefined }));
    send(e);
  };
  return (
    <>
      <FormField
        {...withSms}
        send={clearing('phone')}
        name="phone"
        label={t.phone}
        max={SUBMISSION_MAX.phone}
        required
      />
      <VerificationRows
        captcha={captcha}
        captchaInput={
          <FormField
            {...withSms}
            send={clearing('code')}
            name="validCode"
            label={msg.profile.captcha}
            max={20}
            required
            sx={{ flex: 1 }}
          />
        }
        smsInput={
          <FormField
            {...withSms}
            name="smsCode"
            label={msg.profile.smsCode}
            max={20}
            required
            sx={{ flex: 1 }}
          />
        }
        phoneAndCode={() => ({ phone: form.phone, code: form.validCode })}
        onInvalid={setSms}
        disabled={props.disabled}
      />
    </>
  );
}
