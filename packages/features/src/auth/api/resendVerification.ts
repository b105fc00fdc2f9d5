import { apiClient, resendVerification } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { loginMessages } from '../messages';

/**
 * `POST /users/resend-verification`: a new confirmation link. The server answers the same whether or not the
 * address has an account awaiting confirmation, so the answer says only that the request was taken.
 */
export function useResendVerification() {
  return useMutation(
    'POST /users/resend-verification',
    ({ email }: { email: string }, { fallbackMessage }) => resendVerification(apiClient, { body: { email }, fallbackMessage }),
    { fallback: useStore(loginMessages).loginFailed },
  );
}
