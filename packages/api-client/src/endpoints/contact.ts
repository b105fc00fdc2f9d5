import type { ApiClient } from '../client';
import { ContactDetailsResponseSchema } from '../schemas/contact';

/** `GET /contact-details`: how to reach the team, as the server is configured. */
export async function getContactDetails(client: ApiClient, call: { fallbackMessage: string; signal?: AbortSignal }) {
  const { data } = await client.request({ path: '/contact-details', schema: ContactDetailsResponseSchema, ...call });
  return data;
}
