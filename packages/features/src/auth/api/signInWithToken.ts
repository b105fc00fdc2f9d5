import { createApiClient, getProfile } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { useSession } from '../../shared/session';
import { googleCallbackMessages } from '../googleCallbackMessages';

/**
 * `GET /users/profile` with a token that is not stored yet (the one Google sign-in hands back), then
 * the session is stored with its user (remembered: there was no box to untick), as after a password
 * sign-in. Sent as a write: once per token, aborted when the screen goes away. A 401 here is about
 * this token only: it must not clear a session the browser already holds.
 */
export function useSignInWithToken() {
  const { signIn } = useSession();
  return useMutation(
    'GET /users/profile (new token)',
    ({ token }: { token: string }, { signal, fallbackMessage }) =>
      getProfile(createApiClient({ getToken: () => token, onUnauthorized: () => undefined }), { signal, fallbackMessage }),
    { fallback: useStore(googleCallbackMessages).loginFailed, onSuccess: (user, { token }) => signIn({ token, user, remember: true }) },
  );
}
