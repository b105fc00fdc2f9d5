import { apiClient, forgotPassword } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../api/useMutation';
import { forgotPasswordMessages } from '../forgotPasswordMessages';

/**
 * `POST /users/forgot-password`: the server answers the same whether or not the e-mail has an
 * account, so its answer says only that the request was taken.
 */
export function useRequestPasswordReset() {
  return useMutation(
    'POST /users/forgot-password',
    ({ email }: { email: string }, { fallbackMessage }) => forgotPassword(apiClient, { body: { email }, fallbackMessage }),
    { fallback: useStore(forgotPasswordMessages).failed },
  );
}
