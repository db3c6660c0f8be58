import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../components/useSession';
import { toast } from '../../components/toastStore';
import { msg } from '../../text/messages';
import { cardRoute, type RoutableCard } from '../../../domain/cardRoute';
import { EmxInfoDialog } from './lazyParts';

/**
 * What a click on a video card does, for every list of this feature (000 §4.2): 请登录后查看！ for a
 * visitor, 尽请期待！ for an upcoming video, the live address in a new window, the info form first
 * (emxState 0), else the detail page.
 */
export function useCardOpen(fromExp?: string | null): {
  open: (card: RoutableCard) => void;
  dialog: ReactNode;
} {
  const { user, token } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  const open = (card: RoutableCard) => {
    const route = cardRoute(card, { loggedIn: user !== null && token !== null, fromExp });
    switch (route.kind) {
      case 'login':
        toast.error(msg.misc.loginToView);
        return;
      case 'comingSoon':
        toast.info(msg.misc.videoComingSoon);
        return;
      case 'live':
        window.open(route.url, '_blank', 'noopener');
        return;
      case 'emxInfo':
        setPending(route.to);
        return;
      case 'route':
        navigate(route.to);
    }
  };

  const dialog =
    pending === null ? null : (
      <EmxInfoDialog
        onClose={() => setPending(null)}
        onDone={() => {
          const to = pending;
          setPending(null);
          navigate(to);
        }}
      />
    );
  return { open, dialog };
}
