import type { PaymentMethod } from '@manara/api-client/schemas';

export type { PaymentMethod };
export interface CheckoutRequest {
  paymentId: string;            // our payment's id: the provider's reference back to us
  amountPiasters: number;       // from our database
  currency: 'EGP';
  method: PaymentMethod;
  course: { id: string; title: string };
  customer: { firstName: string; lastName: string; email: string; phoneNumber?: string | null };
  returnUrl: string;            // where the browser comes back (shows the result only)
  callbackUrl: string;          // server-to-server notification: `${PUBLIC_URL}/api/payments/callback/<provider>`
}
export interface CheckoutSession { url: string; providerOrderId?: string }
export interface VerifiedCallback {
  reference: string;            // our payment id, as the provider echoes it
  transactionId: string;        // the provider's transaction id (unique per provider)
  success: boolean;
  pending: boolean;
  amountPiasters: number;
  currency: string;
  /** A kiosk payment's reference to pay with in cash, and until when, when this notification issues it. */
  kioskReference?: { reference: string; expiresAt: Date };
}
export interface CallbackInput { query: Record<string, string>; body: unknown; headers: Headers }
export interface PaymentProvider {
  readonly name: 'sandbox' | 'paymob';
  readonly methods: readonly PaymentMethod[];
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** null when the callback is not authentic (bad or missing signature) or not a transaction. */
  verifyCallback(input: CallbackInput): Promise<VerifiedCallback | null>;
}
