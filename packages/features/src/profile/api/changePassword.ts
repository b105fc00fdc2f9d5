import { apiClient, updatePassword } from '@manara/api-client';

/**
 * `PUT /users/update-password`: the server ends every session of the user, this one included, and
 * answers a fresh token to go on with.
 */
export const changePassword = (
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  fallbackMessage: string,
): Promise<{ token: string }> => updatePassword(apiClient, { body: { currentPassword, newPassword }, fallbackMessage });
