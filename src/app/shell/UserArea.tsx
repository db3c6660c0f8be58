import { lazy, Suspense, useState } from 'react';
import { useMachine } from '@xstate/react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import type { User } from '../../schemas/account';
import { LogoutDialog, createLogoutLogic } from '../../features/login';
import { msg } from '../../text/messages';

const ProfileDialog = lazy(() => import('../../features/profile/ProfileDialog'));
const AccountMenu = lazy(() => import('./AccountMenu'));
const MENU_ID = 'account-menu';
const warmMenu = () => void import('./AccountMenu');

/** A logged-in user's part of the header: the avatar, its menu, the profile and the logout (000 §2.1). */
export default function UserArea({ user }: { user: User }) {
  const [logoutLogic] = useState(() => createLogoutLogic());
  const [logoutState, sendLogout] = useMachine(logoutLogic);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);

  const closeMenu = () => setAnchor(null);
  const name = user.nickName || user.realName;

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        onPointerEnter={warmMenu}
        onFocus={warmMenu}
        aria-label={msg.avatar.menuLabelFor(name)}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={
          <Avatar src={user.userImg || undefined} alt="" sx={{ width: 32, height: 32 }}>
            {name.slice(0, 1)}
          </Avatar>
        }
        data-testid="avatar-button"
      >
        <span data-testid="avatar-name">{name}</span>
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <AccountMenu
            id={MENU_ID}
            anchor={anchor}
            onClose={closeMenu}
            onProfile={() => setProfileOpen(true)}
            onLogout={() => sendLogout({ type: 'logout.request' })}
          />
        </Suspense>
      ) : null}
      <LogoutDialog state={logoutState} send={sendLogout} />
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
