import { useState } from 'react';
import Button from '@mui/material/Button';
import { useMachine } from '@xstate/react';
import { SMS_COOLDOWN_MS, type SmsRequest } from '../schemas/account';
import { msg } from '../text/messages';
import { createSmsCooldownLogic, type SmsFieldErrors } from './smsCooldownActors';

export interface SmsCodeButtonProps {
  /** Read at click time: the phone, the captcha answer and its uuid. */
  getRequest: () => SmsRequest;
  onInvalid: (errors: SmsFieldErrors) => void;
  onRefreshCaptcha: () => void;
  disabled?: boolean;
}

const probe: SmsRequest = { phone: '', code: '', uuid: '' };

/** 获取验证码: sends only with a valid phone and captcha, then counts down 60 s (smsCooldownMachine). */
export function SmsCodeButton({ getRequest, onInvalid, onRefreshCaptcha, disabled }: SmsCodeButtonProps) {
  // Created once: useMachine starts the logic of its first render only.
  const [logic] = useState(() => createSmsCooldownLogic({ onInvalid, onRefreshCaptcha }));
  const [state, send] = useMachine(logic, { input: { cooldownMs: SMS_COOLDOWN_MS } });
  const label = state.matches('sending')
    ? msg.sms.sending
    : state.matches('coolingDown')
      ? msg.sms.countdown(state.context.remaining)
      : msg.sms.send;
  return (
    <Button
      variant="outlined"
      onClick={() => send({ type: 'sms.send', request: getRequest() })}
      disabled={disabled || !state.can({ type: 'sms.send', request: probe })}
      sx={{ whiteSpace: 'nowrap', minWidth: 128, height: 40 }}
      data-testid="sms-button"
    >
      {label}
    </Button>
  );
}
