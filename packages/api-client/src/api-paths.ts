/*
 * The API's addresses that leave the server inside links. A module of its own, beside the site's path table
 * (`./paths`): the one page of the site that links to the API's addresses does not bring them to every page.
 */

import type { SiteLanguage } from './paths';

/** API addresses that leave the server inside links: where providers and browsers are told to come back. */
export const apiPaths = {
  /** Server to server: a payment provider's signed notification. */
  paymentCallback: (provider: string) => `/api/payments/callback/${encodeURIComponent(provider)}`,
  /** A paid payment's receipt (a PDF), downloaded by its owner from My Courses. */
  paymentReceipt: (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt`,
  /** The sandbox's card page, in the buyer's browser. */
  sandboxCheckout: (paymentId: string) => `/api/payments/sandbox/checkout/${encodeURIComponent(paymentId)}`,
  /** Where Google sends the browser back after sign-in. */
  googleCallback: () => '/api/users/google/callback',
  /** A certificate's Open Badge credential (a VC-JWT); its `id`. */
  certificateCredential: (certificateId: string) => `/api/certificates/${encodeURIComponent(certificateId)}/credential`,
  /** A certificate as a link preview shows it: a 1200 × 630 card, in `lang` (English by default). */
  certificatePreview: (certificateId: string, lang: SiteLanguage = 'en') =>
    `/api/certificates/${encodeURIComponent(certificateId)}/preview.png${lang === 'ar' ? '?lang=ar' : ''}`,
  /** The issuer profile the credentials name (Manara). */
  credentialIssuer: () => '/api/credentials/issuer',
  /** The public key a credential's `kid` points at, by its JWK thumbprint. */
  credentialKey: (thumbprint: string) => `/api/credentials/keys/${encodeURIComponent(thumbprint)}`,
  /** The achievement a course's credentials are for. */
  credentialAchievement: (courseId: string) => `/api/credentials/achievements/${encodeURIComponent(courseId)}`,
  /** The revocation status list (a Bitstring Status List credential) the credentials point at, by its number. */
  credentialStatusList: (list: number) => `/api/credentials/status/${list}`,
  /** A lesson's PDF, downloaded by a subscriber: the route checks the subscription (decision 082). */
  lessonFile: (lessonId: string, fileId: string) => `/api/lessons/${encodeURIComponent(lessonId)}/files/${encodeURIComponent(fileId)}`,
} as const;
