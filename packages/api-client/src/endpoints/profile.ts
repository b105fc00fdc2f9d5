import type * as v from 'valibot';
import type { ApiClient } from '../client';
import type { UpdateProfileBodySchema } from '../schemas/phone-requests';
import type { UpdatePasswordBodySchema } from '../schemas/user-requests';
import { PasswordChangedResponseSchema, UserResponseSchema } from '../schemas/users';
import { multipart, requestData, type Call } from './call';

/* What the profile page changes: the user's details and photo, and the password. */

type Body<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

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
