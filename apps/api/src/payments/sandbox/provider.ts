import { absoluteUrl } from '@manara/api-client/paths';
import { apiPaths } from '@manara/api-client/api-paths';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { PaymentProvider, VerifiedCallback } from '../provider';

/** Where the sandbox puts its signature: hex HMAC-SHA512 of the callback's fields. */
export const SANDBOX_SIGNATURE_HEADER = 'X-Sandbox-Signature';

const CallbackBodySchema = v.strictObject({
  reference: v.string(),
  transactionId: v.pipe(v.string(), v.minLength(1)),
  success: v.boolean(),
  pending: v.boolean(),
  amountPiasters: v.pipe(v.number(), v.integer()),
  currency: v.string(),
  // A kiosk payment's reference: digits, as a kiosk's keypad takes them.
  kioskReference: v.optional(
    v.strictObject({
      reference: v.pipe(v.string(), v.regex(/^\d{6,20}$/)),
      expiresAt: v.pipe(v.string(), v.isoTimestamp(), v.transform((value) => new Date(value))),
    }),
  ),
});

/** The signed text: every field in a fixed order, so no field can change without breaking the signature. */
const canonical = (callback: VerifiedCallback) =>
  [
    callback.reference,
    callback.transactionId,
    callback.success,
    callback.pending,
    callback.amountPiasters,
    callback.currency,
    ...(callback.kioskReference ? [callback.kioskReference.reference, callback.kioskReference.expiresAt.toISOString()] : []),
  ].join('|');

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The signature header's value for `callback`, as the sandbox card page sends it. */
  sign(callback: VerifiedCallback): string;
}

/**
 * A stand-in for a payment processor that needs no account and no network: its pages are served by this API
 * (`/api/payments/sandbox/checkout/{paymentId}` for a card, a wallet or a kiosk reference, and
 * `/api/payments/sandbox/kiosk` for the counter) and it notifies the same callback route a real provider does,
 * signed with `secret`.
 */
export function createSandboxProvider({ secret, publicUrl }: { secret: Uint8Array; publicUrl: () => string }): SandboxProvider {
  const sign = (callback: VerifiedCallback) => createHmac('sha512', secret).update(canonical(callback)).digest('hex');
  return {
    name: 'sandbox',
    methods: ['CARD', 'WALLET', 'KIOSK'],
    sign,
    createCheckout({ paymentId }) {
      return Promise.resolve({ url: absoluteUrl(publicUrl(), apiPaths.sandboxCheckout(paymentId)) });
    },
    verifyCallback({ body, headers }) {
      const parsed = v.safeParse(CallbackBodySchema, body);
      const signature = headers.get(SANDBOX_SIGNATURE_HEADER) ?? '';
      if (!parsed.success || !/^[\da-f]{128}$/i.test(signature)) return Promise.resolve(null);
      const expected = Buffer.from(sign(parsed.output), 'hex');
      const given = Buffer.from(signature, 'hex');
      return Promise.resolve(timingSafeEqual(expected, given) ? parsed.output : null);
    },
  };
}

export const isSandboxProvider = (provider: PaymentProvider): provider is SandboxProvider =>
  provider.name === 'sandbox' && 'sign' in provider;
