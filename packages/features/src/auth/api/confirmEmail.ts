import { apiClient, verifyEmail } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { verifyEmailMessages } from '../verifyEmailMessages';

/**
 * `GET /users/verify-email?token=`: confirms the account the e-mailed link names. A GET, but it spends
 * the link's token, so it is sent as a write: once, never refetched, aborted when the screen goes away.
 */
export function useConfirmEmail() {
  return useMutation(
    'GET /users/verify-email',
    ({ token }: { token: string }, { signal, fallbackMessage }) => verifyEmail(apiClient, { token, signal, fallbackMessage }),
    { fallback: useStore(verifyEmailMessages).verificationFailed },
  );
}
