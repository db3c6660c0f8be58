import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useSession } from '../../components/useSession';
import type { User } from '../../schemas/account';
import { msg } from '../../text/messages';
import { ProfileFields } from './ProfileFields';
import { ProfilePoints } from './ProfilePoints';
import { useProfileForm } from './useProfileForm';

const TITLE_ID = 'profile-dialog-title';
const FORM_ID = 'profile-form';

/**
 * 个人资料 (000 §2.4, §4.7, §5.1). Rendered while open. After a successful save it stays open and shows
 * the refetched profile (points, and a bound phone read-only without captcha and SMS fields).
 */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { user } = useSession();
  if (!user) return null;
  return <ProfileDialogBody user={user} onClose={onClose} />;
}

function ProfileDialogBody({ user, onClose }: { user: User; onClose: () => void }) {
  const profile = useProfileForm(user);
  const { phoneBound, saving } = profile;
  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={TITLE_ID} maxWidth="sm" fullWidth>
      <DialogTitle id={TITLE_ID}>{msg.profile.title}</DialogTitle>
      <DialogContent dividers>
        <ProfilePoints score={user.score} available={user.availableScore} phoneBound={phoneBound} />
        <ProfileFields profile={profile} formId={FORM_ID} idPrefix="profile" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {msg.app.cancel}
        </Button>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={saving}>
          {saving ? msg.profile.saving : msg.app.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default ProfileDialog;
