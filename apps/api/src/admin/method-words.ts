import type { PaymentMethod } from '@manara/api-client/schemas';

/**
 * The ways to pay in the reader's words, for the revenue CSV (docs/product/admin.md#reports): the same names
 * the choice at enrolment and the receipt use. The admin resource may read another resource's queries only,
 * so they are written here too; the reports' API test holds them equal to the payments' names.
 */
export const METHOD_WORDS: Record<PaymentMethod, { en: string; ar: string }> = {
  CARD: { en: 'Bank card', ar: 'بطاقة بنكية' },
  WALLET: { en: 'Mobile wallet', ar: 'محفظة إلكترونية' },
  KIOSK: { en: 'Cash at a Fawry or Aman kiosk', ar: 'نقدًا في منافذ فوري أو أمان' },
};
