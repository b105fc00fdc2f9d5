/**
 * Set in `localStorage` just before the browser leaves for a card page (§4 Enrolment): whoever next
 * loads the user's courses asks for the user again first (§2 My courses), since the payment may
 * have added one that is, so far, only on the server.
 */
export const REFRESH_AFTER_PAYMENT_KEY = 'manara.refreshAfterPayment';
