import { apiClient, login } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { useSession } from '../../shared/session';
import { loginMessages } from '../messages';

/**
 * `POST /users/login`: the server sets the session's cookies (for 7 days when `remember`, else for the
 * browser's session) and answers the user, shown at once.
 */
export function useSignInWithPassword() {
  const { signIn } = useSession();
  return useMutation(
    'POST /users/login',
    (body: { email: string; password: string; remember: boolean }, { fallbackMessage }) => login(apiClient, { body, fallbackMessage }),
    { fallback: useStore(loginMessages).loginFailed, onSuccess: ({ user }) => signIn({ user }) },
  );
}
