import type * as v from 'valibot';
import type { ApiClient } from '../client';
import type { RegisterBody } from '../schemas/phone-requests';
import type {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
} from '../schemas/user-requests';
import {
  GoogleStatusResponseSchema,
  LoginResponseSchema,
  MessageResponseSchema,
} from '../schemas/users';
import { requestData, type Call } from './call';

/*
 * Signing up and in, confirming the address, resetting the password: they load with those pages. What every
 * page asks (`users.ts`) and what the profile page changes (`profile.ts`) are kept apart, as a module travels
 * whole with the first page that needs any of it.
 */

type Body<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

export async function register(client: ApiClient, { body, ...call }: Call & { body: RegisterBody }) {
  return requestData(client, { path: '/users/register', method: 'POST', body, schema: MessageResponseSchema, ...call });
}

export async function verifyEmail(client: ApiClient, { token, ...call }: Call & { token: string }) {
  return requestData(client, { path: '/users/verify-email', query: { token }, schema: MessageResponseSchema, ...call });
}

export async function login(client: ApiClient, { body, ...call }: Call & { body: Body<typeof LoginBodySchema> }) {
  return requestData(client, { path: '/users/login', method: 'POST', body, schema: LoginResponseSchema, ...call });
}

export async function forgotPassword(client: ApiClient, { body, ...call }: Call & { body: Body<typeof ForgotPasswordBodySchema> }) {
  return requestData(client, { path: '/users/forgot-password', method: 'POST', body, schema: MessageResponseSchema, ...call });
}

/** Mails a new confirmation link to an account not yet confirmed; answers the same for any address. */
export async function resendVerification(client: ApiClient, { body, ...call }: Call & { body: Body<typeof ResendVerificationBodySchema> }) {
  return requestData(client, { path: '/users/resend-verification', method: 'POST', body, schema: MessageResponseSchema, ...call });
}

/** Whether Google sign-in is offered. */
export async function getGoogleStatus(client: ApiClient, call: Call) {
  return requestData(client, { path: '/users/google/status', schema: GoogleStatusResponseSchema, ...call });
}

export async function resetPassword(client: ApiClient, { body, ...call }: Call & { body: Body<typeof ResetPasswordBodySchema> }) {
  return requestData(client, { path: '/users/reset-password', method: 'POST', body, schema: MessageResponseSchema, ...call });
}
