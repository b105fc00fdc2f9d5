import type { ApiClient } from '../client';
import { MessageResponseSchema, UserResponseSchema } from '../schemas/users';
import { requestData, type Call } from './call';

/* What any page may ask about the signed-in user: who they are, and signing out everywhere. */

export async function getProfile(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/users/profile', schema: UserResponseSchema, ...call })).user;
}

/** Ends every session of the signed-in user, on every device. */
export async function logout(client: ApiClient, call: Call) {
  return requestData(client, { path: '/users/logout', method: 'POST', schema: MessageResponseSchema, ...call });
}
