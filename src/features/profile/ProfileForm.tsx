import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { User } from '../../schemas/account';
import { msg } from '../../text/messages';
import { ProfileFields } from './ProfileFields';
import { useProfileForm } from './useProfileForm';

const FORM_ID = 'centre-profile-form';

/**
 * The profile form in a page (001 §5 "Profile (user centre)"): the dialog's fields and save flow, plus the
 * inviter's code (001 §7 modifyProfile "plus otherInviteCode"), with its own save button. Key it by the
 * user's id so another account starts from its own values.
 */
export function ProfileForm({ user }: { user: User }) {
  const profile = useProfileForm(user);
  return (
    <>
      <ProfileFields profile={profile} formId={FORM_ID} idPrefix="centre-profile" inviteCode />
      <Box sx={{ mt: 2 }}>
        <Button type="submit" form={FORM_ID} variant="contained" disabled={profile.saving}>
          {profile.saving ? msg.profile.saving : msg.app.save}
        </Button>
      </Box>
    </>
  );
}
