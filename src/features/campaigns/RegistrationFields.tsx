import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMPAIGNS,
  CAMPAIGN_MAX,
  requiresField,
  type AttachmentRule,
  type RegistrationField,
} from '../../../domain/campaigns';
import { useCaptcha } from '../../components/captcha/useCaptcha';
import { VerificationRows } from '../../components/captcha/VerificationRows';
import type { SmsFieldErrors } from '../../components/smsCooldownActors';
import { UploadField } from '../../components/upload';
import { campaignMsg } from '../../text/campaign';
import { campaignPagesMsg } from '../../text/campaignPages';
import { CampaignField, type CampaignFormProps } from './fields';

const t = campaignPagesMsg;
const f = t.fields;
/** The wizard's own captcha (its cache entry). */
export const CAMPAIGN_CAPTCHA_SCOPE = 'campaign';

type TextRegistrationField = Exclude<RegistrationField, 'recomLetterUrl'>;

/**
 * Step 1, the registration (002 §3, §5): the campaign's fields in its order, the phone followed by the
 * captcha and SMS rows while not registered, qc's proof image; everything read-only once registered.
 */
export function RegistrationFields(props: CampaignFormProps & { registered: boolean }) {
  const { campaign, registered } = props;
  return (
    <Stack spacing={0.5} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t.registrationForm}
      </Typography>
      {CAMPAIGNS[campaign].registration.map((field) =>
        field === 'recomLetterUrl' ? (
          <ProofField key={field} {...props} rule={CAMPAIGNS[campaign].proof} />
        ) : (
          <Box key={field}>
            <TextRow {...props} field={field} />
            {field === 'phone' && !registered ? <Verification {...props} /> : null}
          </Box>
        ),
      )}
    </Stack>
  );
}

function TextRow({
  campaign,
  registration,
  errors,
  send,
  onCheck,
  disabled,
  field,
}: CampaignFormProps & {
  field: TextRegistrationField;
}) {
  const label = field === 'name' ? f.name[campaign] : f[field];
  return (
    <CampaignField
      name={field}
      label={label}
      value={registration[field]}
      max={CAMPAIGN_MAX[field]}
      message={errors[field]}
      onValue={(value) => send({ type: 'registration.set', name: field, value })}
      onCheck={onCheck}
      disabled={disabled}
      required={requiresField(campaign, field)}
      numeric={field === 'phone' || field === 'sourceGroup'}
      type={field === 'phone' ? 'tel' : 'text'}
    />
  );
}

/** The captcha and the SMS code (the shared rows and SMS button); an SMS refusal's messages shown here. */
function Verification(props: CampaignFormProps) {
  const { registration, errors, send, onCheck, disabled } = props;
  const captcha = useCaptcha(CAMPAIGN_CAPTCHA_SCOPE);
  const uuid = captcha.data?.uuid;
  useEffect(() => {
    if (uuid !== undefined) send({ type: 'registration.set', name: 'uuid', value: uuid });
  }, [uuid, send]);
  const [sms, setSms] = useState<SmsFieldErrors>({});
  return (
    <VerificationRows
      captcha={captcha}
      captchaInput={
        <CampaignField
          name="validCode"
          label={f.validCode}
          value={registration.validCode}
          max={20}
          message={sms.code ?? errors.validCode}
          onValue={(value) => {
            setSms((x) => ({ ...x, code: undefined }));
            send({ type: 'registration.set', name: 'validCode', value });
          }}
          onCheck={onCheck}
          disabled={disabled}
          required
          sx={{ flex: 1 }}
        />
      }
      smsInput={
        <CampaignField
          name="smsCode"
          label={f.smsCode}
          value={registration.smsCode}
          max={20}
          message={errors.smsCode}
          onValue={(value) => send({ type: 'registration.set', name: 'smsCode', value })}
          onCheck={onCheck}
          disabled={disabled}
          required
          numeric
          sx={{ flex: 1 }}
        />
      }
      phoneAndCode={() => {
        setSms({});
        return { phone: registration.phone, code: registration.validCode };
      }}
      onInvalid={(e) => {
        setSms(e);
        if (e.phone) send({ type: 'field.checked', name: 'phone', message: e.phone });
      }}
      disabled={disabled}
    />
  );
}

/** qc's recommendation proof (002 §5: jpg/jpeg/png ≤ 50 MB, 请上传推荐证明). */
function ProofField({
  registration,
  errors,
  send,
  disabled,
  rule,
}: CampaignFormProps & { rule: AttachmentRule | null }) {
  if (rule === null) return null;
  const url = registration.recomLetterUrl;
  return (
    <Box role="group" aria-labelledby="campaign-proof-label" sx={{ mb: 1 }}>
      <Typography id="campaign-proof-label" variant="subtitle2" component="h3">
        {f.recomLetterUrl}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.proofHint}
      </Typography>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t.proofAlt}
          data-testid="proof-preview"
          sx={{ display: 'block', width: 200, maxWidth: '100%', mb: 1, borderRadius: 1 }}
        />
      ) : null}
      {disabled ? null : (
        <UploadField
          label={t.uploadProof}
          extensions={rule.extensions}
          maxBytes={rule.maxBytes}
          typeMessage={campaignMsg.proofType}
          sizeMessage={campaignMsg.proofSize}
          onUploaded={(file) => send({ type: 'registration.set', name: 'recomLetterUrl', value: file.url })}
        />
      )}
      <FormHelperText error={errors.recomLetterUrl !== undefined}>
        {errors.recomLetterUrl ?? ' '}
      </FormHelperText>
    </Box>
  );
}
