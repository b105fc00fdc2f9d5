import { apiClient, verifyEmail } from '@manara/api-client';

/** `GET /users/verify-email?token=`: confirms the account the e-mailed link names. */
export const confirmEmail = ({ token, signal }: { token: string; signal: AbortSignal }, fallbackMessage: string) =>
  verifyEmail(apiClient, { token, signal, fallbackMessage });
