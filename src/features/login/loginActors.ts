import { fromCallback, fromPromise } from 'xstate';
import { LOGIN_POLL_MS, loginMachine } from '../../../machines/login.machine';
import { getQrConnectUrl } from '../../api/account';
import { getUser } from '../../api/session';
import { msg } from '../../text/messages';

export interface LoginDeps {
  /** Where the messenger sends the browser after the scan: this site's /wcLogin. */
  redirectUri?: () => string;
  openWindow?: (url: string, target: string) => Window | null;
  reload?: () => void;
  hasStoredUser?: () => boolean;
}

/**
 * The QR login machine with the browser's side effects (000 §4.1). One instance per login button:
 * it holds the window reserved inside the click until the QR address arrives.
 */
export const createLoginLogic = ({
  redirectUri = () => `${window.location.origin}/wcLogin`,
  openWindow = (url, target) => window.open(url, target),
  reload = () => window.location.reload(),
  hasStoredUser = () => getUser() !== null,
}: LoginDeps = {}) => {
  let reserved: Window | null = null;
  const release = () => {
    try {
      reserved?.close();
    } catch {
      // already gone
    }
    reserved = null;
  };
  return loginMachine.provide({
    actors: {
      fetchQrUrl: fromPromise<string>(() => getQrConnectUrl(redirectUri())),
      openLoginWindow: fromPromise<boolean, { url: string }>(async ({ input }) => {
        // The window stays ours after it shows the QR page: cancel and time-out close it (releaseWindow).
        const win = reserved;
        if (win === null || win.closed) {
          reserved = null; // blocked: the user opens the page through the link, a window we cannot watch
          return false;
        }
        win.location.href = input.url;
        return true;
      }),
      readStoredUser: fromPromise<boolean>(async () => hasStoredUser()),
      watchWindow: fromCallback(({ sendBack }) => {
        const timer = setInterval(() => {
          // The callback page stores the user, then closes itself: a closed window with a user is a login.
          if (reserved === null || !reserved.closed || hasStoredUser()) return;
          reserved = null;
          sendBack({ type: 'login.windowClosed' });
        }, LOGIN_POLL_MS);
        return () => clearInterval(timer);
      }),
    },
    actions: {
      reserveWindow: () => {
        release();
        try {
          reserved = openWindow('', '_blank');
        } catch {
          reserved = null; // a browser that throws instead of returning null: treated as blocked
        }
        try {
          if (reserved) reserved.document.title = msg.login.opening;
        } catch {
          // a cross-origin blank page: nothing to label
        }
      },
      releaseWindow: release,
      reloadPage: () => reload(),
    },
  });
};
