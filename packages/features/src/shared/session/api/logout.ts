import { apiClient, logout } from '@manara/api-client';

/**
 * `POST /users/logout`: ends every session of the user on the server. The answer does not
 * matter to the caller: the session ends on this device whatever it is.
 */
export async function logoutOnServer(fallbackMessage: string): Promise<void> {
  try {
    await logout(apiClient, { fallbackMessage });
  } catch {
    // Offline, or the session had already ended (a 401): nothing is left to end on the server.
  }
}
