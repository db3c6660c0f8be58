import { useEffect } from 'react';
import Container from '@mui/material/Container';
import { useSession } from '../../components/useSession';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { LazyPart } from '../../components/LazyPart';
import { pointsMsg } from '../../text/points';
import { msg } from '../../text/messages';
import { LoginPrompt } from '../login';

const loadContent = () => import('./UserCenterContent');

/**
 * /usercenter/index (001 §2). A visitor is asked to log in and loads nothing else: the centre itself
 * (its schemas, the sign-in machine, the menu's panels) comes once there is a session, fetched as soon as
 * a token is known, while the profile loads (issue 14: a visitor's page carried 110 KB gzip it never
 * showed and its start-up evaluation).
 */
export function UserCenterPage() {
  const { user, token } = useSession();
  useEffect(() => {
    if (token !== null) void loadContent();
  }, [token]);
  const waiting = <BlockSkeleton height={320} />;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {user !== null ? (
        <LazyPart load={loadContent} props={{ user }} placeholder={waiting} />
      ) : token === null ? (
        <LoginPrompt message={pointsMsg.centre.loginFirst} title={msg.avatar.userCenter} />
      ) : (
        waiting
      )}
    </Container>
  );
}

export default UserCenterPage;
