/** What other features use from the profile: the profile form (load it lazily: it brings the form code). */
export { ProfileDialog } from './ProfileDialog';
