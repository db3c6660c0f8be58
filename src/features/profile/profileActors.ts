import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { profileSaveMachine } from '../../../machines/profileSave.machine';
import { accountKeys, modifyProfile, profile } from '../../api/account';
import { clearUser, setUser } from '../../api/session';
import { notifyFailure } from '../../components/notifyFailure';
import { toast } from '../../components/toastStore';
import type { ModifyProfileBody } from '../../schemas/account';
import { msg } from '../../text/messages';

/** Fetches the profile into the query cache and the session store (used after a save). */
export const refreshStoredProfile = async (queryClient: QueryClient) => {
  const user = await queryClient.fetchQuery({
    queryKey: accountKeys.profile(),
    queryFn: () => profile(),
    staleTime: 0,
  });
  setUser(user);
};

/** The profile save machine with the app's calls (000 §4.7). */
export const createProfileSaveLogic = ({
  queryClient,
  refreshCaptcha,
}: {
  queryClient: QueryClient;
  refreshCaptcha: () => void;
}) =>
  profileSaveMachine.provide({
    actors: {
      saveProfile: fromPromise<void, { form: unknown }>(({ input }) =>
        modifyProfile(input.form as ModifyProfileBody),
      ),
      refetchProfile: fromPromise<void>(() => refreshStoredProfile(queryClient)),
    },
    actions: {
      notifySaved: () => toast.success(msg.profile.saved),
      notifyFailed: (_, { message }) => notifyFailure(message),
      refreshCaptcha: () => refreshCaptcha(),
      clearStoredUser: () => clearUser(),
    },
  });
