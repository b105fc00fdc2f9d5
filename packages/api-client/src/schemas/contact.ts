import * as v from 'valibot';
import { successEnvelope } from './common';

/*
 * How to reach the team (docs/product/public-pages.md#contact-details): set in the server's configuration and
 * read by the footer, the contact page, the home page's contact section and the blocked-account screen.
 */

/** The social networks the footer can link to, in the order it shows them. */
export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const ContactDetailsSchema = v.object({
  email: v.string(),
  phone: v.string(),
  /** Only the networks the server has a link for. */
  socials: v.array(v.object({ name: v.picklist(SOCIAL_NETWORKS), href: v.string() })),
});
export type ContactDetails = v.InferOutput<typeof ContactDetailsSchema>;

export const ContactDetailsResponseSchema = successEnvelope(ContactDetailsSchema);
