import { apiClient, forgotPassword } from '@manara/api-client';

/**
 * `POST /users/forgot-password`: the server answers the same whether or not the e-mail has an
 * account, so there is nothing to return; a failure is an `ApiError` with the server's message.
 */
export async function requestPasswordReset({ email }: { email: string }, fallbackMessage: string): Promise<void> {
  await forgotPassword(apiClient, { body: { email }, fallbackMessage });
}
