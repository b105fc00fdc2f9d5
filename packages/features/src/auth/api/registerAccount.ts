import { ApiError, apiClient, register, type RegisterBody } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { signupMessages } from '../signupMessages';

/** `POST /users/register`: the server's sentence for the new account, which waits for its e-mail to be confirmed. */
export function useRegisterAccount() {
  return useMutation(
    'POST /users/register',
    (body: RegisterBody, { fallbackMessage }) => register(apiClient, { body, fallbackMessage }),
    { fallback: useStore(signupMessages).registrationFailed },
  );
}

/** A refusal about the e-mail (taken, or refused by a rule): the form shows it under the field. */
export const isAboutEmail = (error: unknown): error is ApiError => error instanceof ApiError && error.field === 'email';
