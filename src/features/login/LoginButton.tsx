import Button, { type ButtonProps } from '@mui/material/Button';
import { msg } from '../../text/messages';
import { useLazyLogin } from './useLazyLogin';

/** 登录, over a login whose machine comes with the first interaction (useLazyLogin). */
export function LoginButton({
  hidden = false,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  /** No button (the session has a user), the machine kept: a login under way finishes (it reloads). */
  hidden?: boolean;
}) {
  const { start, host } = useLazyLogin();
  return (
    <>
      {hidden ? null : (
        <Button variant="contained" {...props} onClick={start}>
          {msg.avatar.login}
        </Button>
      )}
      {host}
    </>
  );
}
