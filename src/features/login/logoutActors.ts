import { fromPromise } from 'xstate';
import { logoutMachine } from '../../../machines/logout.machine';
import { logout } from '../../api/account';
import { clearSession } from '../../api/session';

/** Logout (000 §4.1): confirm, POST, clear the session, reload. */
export const createLogoutLogic = ({
  reload = () => window.location.reload(),
}: { reload?: () => void } = {}) =>
  logoutMachine.provide({
    actors: { postLogout: fromPromise<void>(() => logout()) },
    actions: { clearSession: () => clearSession(), reloadPage: () => reload() },
  });
