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
import { multipart, requestData, type Call } from './call';

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

/** Ends every session of the signed-in user, on every device. */
export async function logout(client: ApiClient, call: Call) {
  return requestData(client, { path: '/users/logout', method: 'POST', schema: MessageResponseSchema, ...call });
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

export async function getProfile(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/users/profile', schema: UserResponseSchema, ...call })).user;
}

/**
 * JSON when only the text fields change; with a new photo, the same fields and the file in
 * `image` as `multipart/form-data` (docs/product/accounts.md#api-calls).
 */
export async function updateProfile(client: ApiClient, { body, image, ...call }: Call & { body: Body<typeof UpdateProfileBodySchema>; image?: Blob }) {
  return (await requestData(client, { path: '/users/profile', method: 'PATCH', body: image === undefined ? body : multipart(body, { image }), schema: UserResponseSchema, ...call })).user;
}

export async function updatePassword(client: ApiClient, { body, ...call }: Call & { body: Body<typeof UpdatePasswordBodySchema> }) {
  const { message, data } = await client.request({ path: '/users/update-password', method: 'PUT', body, schema: PasswordChangedResponseSchema, ...call });
  return { message, token: data.token };
}
