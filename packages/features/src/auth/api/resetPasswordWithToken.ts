import { apiClient, resetPassword } from '@manara/api-client';

/** `POST /users/reset-password`: sets the password the e-mailed link allows, or an `ApiError` with the server's message. */
export const resetPasswordWithToken = (
  { token, newPassword }: { token: string; newPassword: string },
  fallbackMessage: string,
) => resetPassword(apiClient, { body: { token, newPassword }, fallbackMessage });
