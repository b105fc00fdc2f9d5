import { apiClient, getProfile } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { useSession } from '../../shared/session';
import { googleCallbackMessages } from '../googleCallbackMessages';

/**
 * `GET /users/profile` with the session the server has just started for Google (its cookies came with the
 * redirect here; nothing is in the address), then that user is shown everywhere, as after a password
 * sign-in. Sent as a write: once, aborted when the screen goes away.
 */
export function useFinishGoogleSignIn() {
  const { signIn } = useSession();
  return useMutation(
    'GET /users/profile (after Google)',
    (_: undefined, { signal, fallbackMessage }) => getProfile(apiClient, { signal, fallbackMessage }),
    { fallback: useStore(googleCallbackMessages).loginFailed, onSuccess: (user) => signIn({ user }) },
  );
}
