import { apiClient, login } from '@manara/api-client';

/** `POST /users/login`: the token and the user, or an `ApiError` with the server's message. */
export const signInWithPassword = (
  { email, password }: { email: string; password: string },
  fallbackMessage: string,
) => login(apiClient, { body: { email, password }, fallbackMessage });
