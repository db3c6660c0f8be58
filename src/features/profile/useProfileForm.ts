import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import {
  profileFormSchema,
  type ModifyProfileBody,
  type ProfileForm,
  type User,
} from '../../schemas/account';
import { useCaptcha } from '../../components/captcha/useCaptcha';
import { useZodForm } from '../../components/form/useZodForm';
import { createProfileSaveLogic } from './profileActors';
import { initialProfileForm, isPhoneBound, PROFILE_ERROR_ALIAS } from './profileForm';

/**
 * The one profile form (000 §5.1, 001 §5), whoever shows it (the shell's dialog, the user centre's
 * personal centre): the shared rule of the shape shown now, the captcha, and the profile-save machine
 * (000 §4.7). What was typed stays after a failed save.
 */
export function useProfileForm(user: User) {
  const phoneBound = isPhoneBound(user);
  const captcha = useCaptcha('profile');
  const form = useZodForm<ProfileForm, ModifyProfileBody>({
    // The shared rule of the shape shown now: after binding, the phone rows go.
    schema: profileFormSchema(phoneBound),
    defaultValues: initialProfileForm(user),
    toInput: (values) => ({ ...values, uuid: captcha.data?.uuid ?? '' }),
    errorAlias: PROFILE_ERROR_ALIAS,
  });
  const queryClient = useQueryClient();
  // Created once: useMachine starts the logic of its first render only.
  const [logic] = useState(() => createProfileSaveLogic({ queryClient, refreshCaptcha: captcha.refresh }));
  const [state, send] = useMachine(logic);
  const saving = !state.matches('editing');
  const submit = form.submit((body) => send({ type: 'profile.save', form: body }));
  return { user, phoneBound, captcha, form, saving, submit };
}

export type ProfileFormState = ReturnType<typeof useProfileForm>;
