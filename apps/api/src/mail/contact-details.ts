import type { ContactDetails } from '@manara/api-client/schemas';

/**
 * How to reach the team when nothing is configured (docs/product/public-pages.md#contact-details):
 * placeholders a real deployment replaces, and no social link.
 */
export const DEFAULT_CONTACT_DETAILS: ContactDetails = { email: 'support@manara.local', phone: '+20 100 000 0000', socials: [] };
