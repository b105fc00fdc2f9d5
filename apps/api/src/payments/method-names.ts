import type { PaymentMethod } from './provider';

/** What the choice at enrolment, the receipt and the back office call each way to pay, in both languages. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, { en: string; ar: string }> = {
  CARD: { en: 'Bank card', ar: 'بطاقة بنكية' },
  WALLET: { en: 'Mobile wallet', ar: 'محفظة إلكترونية' },
  KIOSK: { en: 'Cash at a Fawry or Aman kiosk', ar: 'نقدًا في منافذ فوري أو أمان' },
};
