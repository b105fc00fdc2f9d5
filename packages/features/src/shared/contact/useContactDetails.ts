import { apiClient, getContactDetails, type ContactDetails } from '@manara/api-client';
import useSWR from 'swr';

/**
 * `GET /contact-details`: one SWR entry for the whole visit, read by the footer, the contact page, the home
 * page's contact section and the blocked-account screen, and drawn with the page on the server
 * (docs/product/public-pages.md#contact-details).
 */
export const contactDetailsKey = ['/contact-details'] as const;

/**
 * How to reach the team, as the server is configured; undefined while the answer is on its way or when it
 * fails, and the details are then left out rather than guessed.
 */
export function useContactDetails(): ContactDetails | undefined {
  const { data } = useSWR(contactDetailsKey, () => getContactDetails(apiClient, { fallbackMessage: '' }), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data;
}

/** A phone number as a `tel:` link: its digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
