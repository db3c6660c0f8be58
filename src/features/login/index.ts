/** What the shell uses from the login feature (the /wcLogin page is loaded lazily by the router). */
export { LoginDialog } from './LoginDialog';
export { LogoutDialog } from './LogoutDialog';
export { useLoginFlow, type LoginFlow } from './useLoginFlow';
export { createLogoutLogic } from './logoutActors';
export { LoginPrompt } from './LoginPrompt';
export { LoginButton } from './LoginButton';
export { useLazyLogin } from './useLazyLogin';
