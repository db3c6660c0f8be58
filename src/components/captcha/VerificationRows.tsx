import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SmsFieldErrors } from '../smsCooldownActors';
import { SmsCodeButton } from '../SmsCodeButton';
import { CaptchaImage } from './CaptchaImage';
import type { useCaptcha } from './useCaptcha';

const ROW = { display: 'flex', gap: 1, alignItems: 'flex-start' } as const;

/**
 * The two rows every phone-verifying form has (profile, emx info form, training application): the
 * graphic-captcha input beside its image, and the SMS-code input beside 获取验证码. The form renders
 * its own inputs (its names, errors and limits); the SMS request is read from it at click time.
 */
export function VerificationRows({
  captcha,
  captchaInput,
  smsInput,
  phoneAndCode,
  onInvalid,
  disabled,
}: {
  captcha: ReturnType<typeof useCaptcha>;
  captchaInput: ReactNode;
  smsInput: ReactNode;
  /** The phone and the captcha answer as typed now. */
  phoneAndCode: () => { phone: string; code: string };
  onInvalid: (errors: SmsFieldErrors) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <Box sx={ROW}>
        {captchaInput}
        <CaptchaImage
          img={captcha.data?.img}
          uuid={captcha.data?.uuid}
          loading={captcha.isFetching}
          onRefresh={captcha.refresh}
        />
      </Box>
      <Box sx={ROW}>
        {smsInput}
        <SmsCodeButton
          getRequest={() => ({ ...phoneAndCode(), uuid: captcha.data?.uuid ?? '' })}
          onInvalid={onInvalid}
          onRefreshCaptcha={captcha.refresh}
          disabled={disabled}
        />
      </Box>
    </>
  );
}
