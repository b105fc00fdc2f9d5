import { apiClient, updateProfile } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { useSession } from '../../shared/session';
import { profileMessages } from '../messages';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  /** Empty clears the number. */
  phoneNumber?: string;
}

/**
 * `PATCH /users/profile`: JSON with the text fields, or multipart with the photo as well when one was
 * chosen (docs/product/accounts.md#api-calls). The saved user replaces the session's, so the
 * navigation bar shows the change at once.
 */
export function useSaveProfile() {
  const { updateUser } = useSession();
  return useMutation(
    'PATCH /users/profile',
    ({ changes, photo }: { changes: ProfileChanges; photo?: File | undefined }, { fallbackMessage }) =>
      updateProfile(apiClient, { body: changes, ...(photo === undefined ? {} : { image: photo }), fallbackMessage }),
    { fallback: useStore(profileMessages).saveFailed, onSuccess: (saved) => updateUser(saved) },
  );
}
