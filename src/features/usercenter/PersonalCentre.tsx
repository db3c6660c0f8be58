import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { toast } from '../../components/toastStore';
import type { User } from '../../schemas/account';
import { msg } from '../../text/messages';
import { ProfileForm } from '../profile';
import { InviteCodeView } from './InviteCodeView';

/**
 * Copies the code to the clipboard; says whether it worked (no clipboard outside a secure page, or a
 * refused permission, is a failure the user can work around by selecting the code).
 */
export async function copyInviteCode(code: string, clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  try {
    if (!clipboard) throw new Error('no clipboard');
    await clipboard.writeText(code);
    toast.success(msg.profile.inviteCodeCopied);
  } catch {
    toast.error(msg.profile.inviteCodeCopyFailed);
  }
}

/** 3 personal centre (001 §5): my invite code, then the profile form itself (the dialog's, one form). */
export function PersonalCentre({ user }: { user: User }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <InviteCodeView
        code={user.myInviteCode}
        onCopy={() => void copyInviteCode(user.myInviteCode, navigator.clipboard)}
      />
      <Divider sx={{ mt: 2 }} />
      {/* Keyed by account: another login starts from its own values. */}
      <ProfileForm key={user.uid} user={user} />
    </Paper>
  );
}
