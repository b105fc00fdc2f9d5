import { ApiError, apiClient, hasErrorCode, resetPassword } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { resetPasswordMessages } from '../resetPasswordMessages';

/** `POST /users/reset-password`: sets the password the e-mailed link allows. */
export function useResetPasswordWithToken() {
  return useMutation(
    'POST /users/reset-password',
    ({ token, newPassword }: { token: string; newPassword: string }, { fallbackMessage }) =>
      resetPassword(apiClient, { body: { token, newPassword }, fallbackMessage }),
    { fallback: useStore(resetPasswordMessages).resetFailed },
  );
}

/** The link is unknown, expired or used (or no link at all): offer a new one. The form already checked the passwords. */
export const isRefusedLink = (error: unknown) =>
  hasErrorCode(error, 'RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED') ||
  (error instanceof ApiError && error.code === 'VALIDATION' && error.field === 'token');
