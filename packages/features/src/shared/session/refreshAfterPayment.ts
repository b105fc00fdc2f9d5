/**
 * Set in `localStorage` just before the browser leaves for a card page (docs/product/enrolment-and-payments.md#enroll-now): whoever next
 * loads the user's courses asks for the user again first (docs/product/enrolment-and-payments.md#my-courses), since the payment may
 * have added one that is, so far, only on the server.
 */
export const REFRESH_AFTER_PAYMENT_KEY = 'manara.refreshAfterPayment';

// Storage can be unavailable (privacy modes): then nothing is kept, which must not stop a payment,
// and the user's courses are simply read as they are on the next visit.

export function markRefreshAfterPayment() {
  try {
    localStorage.setItem(REFRESH_AFTER_PAYMENT_KEY, '1');
  } catch {
    // Nothing kept.
  }
}

export function isRefreshAfterPaymentMarked(): boolean {
  try {
    return localStorage.getItem(REFRESH_AFTER_PAYMENT_KEY) !== null;
  } catch {
    return false;
  }
}

export function clearRefreshAfterPayment() {
  try {
    localStorage.removeItem(REFRESH_AFTER_PAYMENT_KEY);
  } catch {
    // Nothing was kept.
  }
}
