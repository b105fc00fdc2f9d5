/** The sandbox's test cards (also listed on its card page and in the README). Any expiry in the future, any CVC. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** `4242424242424242` → `4242 4242 4242 4242`. */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardName: string;
}

export type CardField = keyof CardForm;

export type CardCheck =
  | { ok: true; success: boolean }
  | { ok: false; errors: Partial<Record<CardField, CardError>> };

export type CardError = 'cardNumber' | 'notATestCard' | 'expiry' | 'expired' | 'cvc' | 'cardName';

/** Checks the form the way a card page would, then decides the outcome by the test card used. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardError>> = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits)) errors.cardNumber = 'cardNumber';
  else if (digits !== SANDBOX_CARDS.succeeds && digits !== SANDBOX_CARDS.declined) errors.cardNumber = 'notATestCard';

  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  if (!expiry) errors.expiry = 'expiry';
  else {
    // A card is good through the last day of its expiry month.
    const endOfMonth = Date.UTC(2000 + Number(expiry[2]), Number(expiry[1]), 1);
    if (endOfMonth <= now.getTime()) errors.expiry = 'expired';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'cvc';
  if (form.cardName.trim() === '') errors.cardName = 'cardName';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, success: digits === SANDBOX_CARDS.succeeds };
}
