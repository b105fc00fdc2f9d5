import { apiClient, updatePassword } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { profileMessages } from '../messages';

/**
 * `PUT /users/update-password`: the server ends every session of the user, this one included, and sets
 * this browser's session cookie afresh, so this device stays signed in with nothing to do here.
 */
export function useChangePassword() {
  return useMutation(
    'PUT /users/update-password',
    ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }, { fallbackMessage }) =>
      updatePassword(apiClient, { body: { currentPassword, newPassword }, fallbackMessage }),
    { fallback: useStore(profileMessages).passwordFailed },
  );
}
