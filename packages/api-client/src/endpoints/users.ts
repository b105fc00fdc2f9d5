import type * as v from 'valibot';
import type { ApiClient } from '../client';
import type { RegisterBody, UpdateProfileBodySchema } from '../schemas/phone-requests';
import type {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  ResendVerificationBodySchema,
  ResetPasswordBodySchema,
  UpdatePasswordBodySchema,
} from '../schemas/user-requests';
import {
  GoogleStatusResponseSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  PasswordChangedResponseSchema,
  UserResponseSchema,
} from '../schemas/users';

interface Call {
  /** Shown when the server gives no message of its own (the defaults in docs/product/errors.md). */
  fallbackMessage: string;
  signal?: AbortSignal;
}

type Body<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

export async function register(client: ApiClient, { body, ...call }: Call & { body: RegisterBody }) {
  const { data } = await client.request({ path: '/users/register', method: 'POST', body, schema: MessageResponseSchema, ...call });
  return data;
}

export async function verifyEmail(client: ApiClient, { token, ...call }: Call & { token: string }) {
  const { data } = await client.request({ path: '/users/verify-email', query: { token }, schema: MessageResponseSchema, ...call });
  return data;
}

export async function login(client: ApiClient, { body, ...call }: Call & { body: Body<typeof LoginBodySchema> }) {
  const { data } = await client.request({ path: '/users/login', method: 'POST', body, schema: LoginResponseSchema, ...call });
  return data;
}

/** Ends every session of the signed-in user, on every device. */
export async function logout(client: ApiClient, call: Call) {
  const { data } = await client.request({ path: '/users/logout', method: 'POST', schema: MessageResponseSchema, ...call });
  return data;
}

export async function forgotPassword(
  client: ApiClient,
  { body, ...call }: Call & { body: Body<typeof ForgotPasswordBodySchema> },
) {
  const { data } = await client.request({ path: '/users/forgot-password', method: 'POST', body, schema: MessageResponseSchema, ...call });
  return data;
}

/** Mails a new confirmation link to an account not yet confirmed; answers the same for any address. */
export async function resendVerification(
  client: ApiClient,
  { body, ...call }: Call & { body: Body<typeof ResendVerificationBodySchema> },
) {
  const { data } = await client.request({ path: '/users/resend-verification', method: 'POST', body, schema: MessageResponseSchema, ...call });
  return data;
}

/** Whether Google sign-in is offered. */
export async function getGoogleStatus(client: ApiClient, call: Call) {
  const { data } = await client.request({ path: '/users/google/status', schema: GoogleStatusResponseSchema, ...call });
  return data;
}

export async function resetPassword(
  client: ApiClient,
  { body, ...call }: Call & { body: Body<typeof ResetPasswordBodySchema> },
) {
  const { data } = await client.request({ path: '/users/reset-password', method: 'POST', body, schema: MessageResponseSchema, ...call });
  return data;
}

export async function getProfile(client: ApiClient, call: Call) {
  const { data } = await client.request({ path: '/users/profile', schema: UserResponseSchema, ...call });
  return data.user;
}

/**
 * JSON when only the text fields change; with a new photo, the same fields and the file in
 * `image` as `multipart/form-data` (docs/product/accounts.md#api-calls).
 */
export async function updateProfile(
  client: ApiClient,
  { body, image, ...call }: Call & { body: Body<typeof UpdateProfileBodySchema>; image?: Blob },
) {
  let payload: Body<typeof UpdateProfileBodySchema> | FormData = body;
  if (image !== undefined) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, value);
    form.append('image', image);
    payload = form;
  }
  const { data } = await client.request({ path: '/users/profile', method: 'PATCH', body: payload, schema: UserResponseSchema, ...call });
  return data.user;
}

export async function updatePassword(
  client: ApiClient,
  { body, ...call }: Call & { body: Body<typeof UpdatePasswordBodySchema> },
) {
  const { message, data } = await client.request({
    path: '/users/update-password',
    method: 'PUT',
    body,
    schema: PasswordChangedResponseSchema,
    ...call,
  });
  return { message, token: data.token };
}
