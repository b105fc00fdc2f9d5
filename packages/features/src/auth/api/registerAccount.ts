import { apiClient, register, type RegisterBody } from '@manara/api-client';

/** `POST /users/register`: the server's sentence for the new account, or an `ApiError` with its message. */
export const registerAccount = (body: RegisterBody, fallbackMessage: string) =>
  register(apiClient, { body, fallbackMessage });
