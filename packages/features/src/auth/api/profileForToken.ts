import { createApiClient, getProfile } from '@manara/api-client';

/**
 * `GET /users/profile` with a token that is not stored yet (the one Google sign-in hands back), so
 * the session can be stored with its user, as after a password sign-in. A 401 here is about this
 * token only: it must not clear a session the browser already holds.
 */
export function profileForToken({ token, signal }: { token: string; signal: AbortSignal }, fallbackMessage: string) {
  const client = createApiClient({ getToken: () => token, onUnauthorized: () => undefined });
  return getProfile(client, { signal, fallbackMessage });
}
