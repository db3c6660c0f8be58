import { useRef, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { LazyPart } from '../../components/LazyPart';
import { useFirstInteraction } from '../../components/useFirstInteraction';
import { msg } from '../../text/messages';

const loadHost = () => import('./LoginFlowHost');

/**
 * 登录: starts the login machine and its dialog (LoginFlowHost). Their code, with XState and the dialog's,
 * is not fetched with the page: it comes with the person's first interaction (the press on 登录 itself
 * starts it, before its click), so a visitor's first screen does not wait for it (issue 12). A press
 * once it is there starts the login inside the click; a press before then starts it as soon as it is
 * (the login window may then be refused as a popup: the dialog offers the link, as for any refusal).
 */
export function LoginButton({
  hidden = false,
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & {
  /** No button (the session has a user), the machine kept: a login under way finishes (it reloads). */
  hidden?: boolean;
}) {
  const startRef = useRef<(() => void) | null>(null);
  const [pressedEarly, setPressedEarly] = useState(false);
  const wanted = useFirstInteraction(pressedEarly);
  return (
    <>
      {hidden ? null : (
        <Button
          variant="contained"
          {...props}
          onClick={() => (startRef.current ? startRef.current() : setPressedEarly(true))}
        >
          {msg.avatar.login}
        </Button>
      )}
      {wanted ? (
        // Its code failing to arrive leaves the button as it is, and the page.
        <LazyPart
          load={loadHost}
          props={{ startRef, startNow: pressedEarly }}
          placeholder={null}
          failed={null}
        />
      ) : null}
    </>
  );
}
