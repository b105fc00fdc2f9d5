import { apiClient, login } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { useSession } from '../../shared/session';
import { loginMessages } from '../messages';

/**
 * `POST /users/login`: the token and the user, stored as the session (for 7 days when `remember`,
 * else for the browser's session).
 */
export function useSignInWithPassword() {
  const { signIn } = useSession();
  return useMutation(
    'POST /users/login',
    ({ email, password }: { email: string; password: string; remember: boolean }, { fallbackMessage }) =>
      login(apiClient, { body: { email, password }, fallbackMessage }),
    { fallback: useStore(loginMessages).loginFailed, onSuccess: ({ token, user }, { remember }) => signIn({ token, user, remember }) },
  );
}
