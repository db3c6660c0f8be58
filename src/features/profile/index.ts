/**
 * What other features use from the profile: the dialog (load it lazily: it brings the form code) and the
 * same form for a page (the user centre's personal centre).
 */
export { ProfileDialog } from './ProfileDialog';
export { ProfileForm } from './ProfileForm';
