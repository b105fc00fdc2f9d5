import { apiClient, updatePassword } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { useSession } from '../../shared/session';
import { profileMessages } from '../messages';

/**
 * `PUT /users/update-password`: the server ends every session of the user, this one included, and
 * answers a fresh token, which replaces the stored one so this device stays signed in.
 */
export function useChangePassword() {
  const { renewToken } = useSession();
  return useMutation(
    'PUT /users/update-password',
    ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }, { fallbackMessage }) =>
      updatePassword(apiClient, { body: { currentPassword, newPassword }, fallbackMessage }),
    { fallback: useStore(profileMessages).passwordFailed, onSuccess: ({ token }) => renewToken({ token }) },
  );
}
