import type { ApiClient } from '../client';
import { ContactDetailsResponseSchema } from '../schemas/contact';
import { requestData, type Call } from './call';

/** `GET /contact-details`: how to reach the team, as the server is configured. */
export async function getContactDetails(client: ApiClient, call: Call) {
  return requestData(client, { path: '/contact-details', schema: ContactDetailsResponseSchema, ...call });
}
