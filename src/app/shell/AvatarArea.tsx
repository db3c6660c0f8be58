import Box from '@mui/material/Box';
import { useSession } from '../../components/useSession';
import { LazyPart } from '../../components/LazyPart';
import { LoginButton } from '../../features/login';

/** A logged-in user's part (avatar, menu, logout machine): a visitor's page does not fetch it. */
const loadUserArea = () => import('./UserArea');
const slot = <Box sx={{ width: 72, height: 36 }} />;

/**
 * 登录 when no user is stored; otherwise the avatar and its menu (000 §2.1). A visitor's header carries
 * neither machine: the login's comes with the first interaction (LoginButton), the user's part with a
 * user. The login stays mounted under a user, so a login that has just stored one finishes.
 */
export function AvatarArea() {
  const { user } = useSession();
  return (
    <>
      {user ? <LazyPart load={loadUserArea} props={{ user }} placeholder={slot} failed={slot} /> : null}
      <LoginButton hidden={user !== null} />
    </>
  );
}

export default AvatarArea;
