import * as v from 'valibot';
import type { CallbackInput, CheckoutRequest, CheckoutSession, PaymentMethod, PaymentProvider, VerifiedCallback } from '../provider';
import { DEFAULT_KIOSK_REFERENCE_HOURS, type PaymobConfig } from './config';
import { isAuthenticPaymobHmac } from './hmac';

export interface PaymobProviderOptions {
  fetch?: typeof globalThis.fetch;
  /** How long the whole intention call (answer and body) may take before the checkout fails. */
  timeoutMs?: number;
  /** The clock a kiosk reference's validity starts from. */
  now?: () => Date;
}

/** A checkout that Paymob refused or never answered; the message says which, for the server log. */
export class PaymobError extends Error {
  override name = 'PaymobError';
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Paymob refuses longer item names; the full title still goes in the description. */
const ITEM_NAME_LENGTH = 50;
const ITEM_DESCRIPTION_LENGTH = 255;
/** Paymob asks for "NA" in the billing fields a merchant does not collect. */
const NOT_COLLECTED = 'NA';
/** Enough of a refusal to see why in the log, without copying a whole page into it. */
const ERROR_BODY_LENGTH = 500;

const IntentionResponseSchema = v.object({
  client_secret: v.pipe(v.string(), v.minLength(1)),
  intention_order_id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});

/** The part of a transaction processed callback that we act on; everything else Paymob sends is ignored. */
const TransactionSchema = v.object({
  id: v.union([v.number(), v.string()]),
  amount_cents: v.pipe(v.number(), v.safeInteger()),
  currency: v.string(),
  success: v.boolean(),
  pending: v.boolean(),
  error_occured: v.optional(v.nullable(v.boolean())),
  has_parent_transaction: v.optional(v.nullable(v.boolean())),
  is_auth: v.optional(v.nullable(v.boolean())),
  is_refunded: v.optional(v.nullable(v.boolean())),
  is_voided: v.optional(v.nullable(v.boolean())),
  integration_id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
  // Our `special_reference` comes back as the order's `merchant_order_id`.
  order: v.object({ merchant_order_id: v.pipe(v.string(), v.minLength(1)) }),
  // A kiosk (Aman) transaction's `data.bill_reference` is what the buyer gives at the counter; Paymob writes it as a number.
  data: v.optional(v.nullable(v.object({ bill_reference: v.optional(v.nullable(v.union([v.number(), v.string()]))) }))),
});

const CallbackBodySchema = v.object({ type: v.literal('TRANSACTION'), obj: v.record(v.string(), v.unknown()) });

const truncate = (text: string, length: number) => Array.from(text).slice(0, length).join('');

/** Each way to pay and the integrations that take it, in the order the choice offers them. */
const integrationsOf = (config: PaymobConfig): Record<PaymentMethod, readonly number[]> => ({
  CARD: config.integrationIds,
  WALLET: config.walletIntegrationIds ?? [],
  KIOSK: config.kioskIntegrationIds ?? [],
});

const HOUR_MS = 60 * 60 * 1000;

function intentionBody(integrationIds: readonly number[], request: CheckoutRequest) {
  const { customer, course } = request;
  const names = { first_name: customer.firstName, last_name: customer.lastName, email: customer.email };
  return {
    amount: request.amountPiasters,
    currency: request.currency,
    payment_methods: integrationIds,
    items: [
      {
        name: truncate(course.title, ITEM_NAME_LENGTH),
        amount: request.amountPiasters,
        description: truncate(course.title, ITEM_DESCRIPTION_LENGTH),
        quantity: 1,
      },
    ],
    billing_data: {
      ...names,
      phone_number: customer.phoneNumber || NOT_COLLECTED,
      apartment: NOT_COLLECTED,
      floor: NOT_COLLECTED,
      building: NOT_COLLECTED,
      street: NOT_COLLECTED,
      city: NOT_COLLECTED,
      state: NOT_COLLECTED,
      country: NOT_COLLECTED,
      postal_code: NOT_COLLECTED,
    },
    customer: names,
    special_reference: request.paymentId,
    notification_url: request.callbackUrl,
    redirection_url: request.returnUrl,
  };
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

/**
 * Payment through Paymob by card, mobile wallet or kiosk, as configured: an intention per checkout offering that
 * way's integrations only, Paymob's unified checkout page, and the transaction processed callback, trusted only
 * when its HMAC is right. A kiosk transaction's callback carries the bill reference to pay (decision 102).
 */
export function createPaymobProvider(config: PaymobConfig, options: PaymobProviderOptions = {}): PaymentProvider {
  const { fetch = globalThis.fetch, timeoutMs = DEFAULT_TIMEOUT_MS, now = () => new Date() } = options;
  const integrations = integrationsOf(config);
  const kioskIds = new Set(integrations.KIOSK.map(String));
  const referenceMs = (config.kioskReferenceHours ?? DEFAULT_KIOSK_REFERENCE_HOURS) * HOUR_MS;
  const intentionUrl = `${config.apiUrl}/v1/intention/`;

  /** Posts the intention and reads the whole answer under one deadline: a half-sent body must not hang a checkout. */
  async function postIntention(body: unknown): Promise<{ status: number; text: string }> {
    try {
      const response = await fetch(intentionUrl, {
        method: 'POST',
        headers: { Authorization: `Token ${config.secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (isTimeout(error)) throw new PaymobError(`Paymob did not answer the payment intention within ${timeoutMs} ms`);
      throw new PaymobError(`Could not reach Paymob at ${intentionUrl}`, { cause: error });
    }
  }

  return {
    name: 'paymob',
    methods: (Object.keys(integrations) as PaymentMethod[]).filter((method) => integrations[method].length > 0),

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const integrationIds = integrations[request.method];
      if (integrationIds.length === 0) throw new PaymobError(`Paymob is not set up for ${request.method} payments`);
      const { status, text } = await postIntention(intentionBody(integrationIds, request));
      if (status < 200 || status > 299) {
        throw new PaymobError(`Paymob refused the payment intention with HTTP ${status}: ${truncate(text, ERROR_BODY_LENGTH)}`);
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new PaymobError(`Paymob answered the payment intention with HTTP ${status} but no JSON`);
      }
      const intention = v.safeParse(IntentionResponseSchema, json);
      if (!intention.success) throw new PaymobError('Paymob answered the payment intention without a client_secret');
      const { client_secret: clientSecret, intention_order_id: orderId } = intention.output;
      const query = new URLSearchParams({ publicKey: config.publicKey, clientSecret });
      return {
        url: `${config.apiUrl}/unifiedcheckout/?${query}`,
        ...(orderId !== undefined && orderId !== null ? { providerOrderId: String(orderId) } : {}),
      };
    },

    async verifyCallback({ query, body }: CallbackInput): Promise<VerifiedCallback | null> {
      const callback = v.safeParse(CallbackBodySchema, body);
      if (!callback.success) return null;
      const { obj } = callback.output;
      if (!isAuthenticPaymobHmac(obj, query.hmac, config.hmacSecret)) return null;
      const transaction = v.safeParse(TransactionSchema, obj);
      if (!transaction.success) return null;
      const t = transaction.output;
      // A refund, a void, an authorisation waiting for capture or a child of another transaction reports
      // `success: true` too, but none of them is money paid for the course.
      const paid = t.success && !t.error_occured && !t.has_parent_transaction && !t.is_auth && !t.is_refunded && !t.is_voided;
      // Only a kiosk integration's reference counts; Paymob sends no expiry, so it is the integration's validity from now.
      const billReference = kioskIds.has(String(t.integration_id)) ? t.data?.bill_reference : undefined;
      const kioskReference =
        billReference !== undefined && billReference !== null && String(billReference).trim() !== ''
          ? { reference: String(billReference).trim(), expiresAt: new Date(now().getTime() + referenceMs) }
          : undefined;
      return {
        reference: t.order.merchant_order_id,
        transactionId: String(t.id),
        success: paid,
        pending: t.pending,
        amountPiasters: t.amount_cents,
        currency: t.currency,
        ...(kioskReference ? { kioskReference } : {}),
      };
    },
  };
}
