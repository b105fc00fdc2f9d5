import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPaymobCallback } from '../../src/payments/paymob';

/**
 * A local stand-in for Paymob's HTTP API: `POST /v1/intention/` checked the way Paymob checks it (the secret key,
 * the integration IDs, items that add up, billing data with a phone number) and answered in Paymob's shape, plus
 * signed transaction processed callbacks for the intentions it created. Every test starts its own on port 0.
 */

export const PAYMOB_TEST_KEYS = {
  secretKey: 'egy_sk_test_manara',
  publicKey: 'egy_pk_test_manara',
  hmacSecret: 'manara-test-hmac-secret',
  integrationIds: [4097558, 4097559],
  walletIntegrationIds: [4097560],
  kioskIntegrationIds: [4097561],
} as const;

/** What a kiosk (Aman) transaction carries on top of the card sample: an aggregator source and the bill reference to pay. */
export const kioskTransaction = (billReference: number, { paid }: { paid: boolean }): TransactionOverrides => ({
  pending: !paid,
  success: paid,
  is_3d_secure: false,
  source_data: { pan: '', sub_type: 'AGGREGATOR', type: 'aggregator' },
  data: { klass: 'CAGGPayment', message: paid ? 'Approved' : 'Pending Payment', txn_response_code: paid ? '00' : '05', bill_reference: billReference },
});

/** A mobile wallet transaction: the wallet's number as the source, approved or declined in the wallet. */
export const walletTransaction = ({ paid }: { paid: boolean }): TransactionOverrides => ({
  success: paid,
  is_3d_secure: false,
  source_data: { pan: '01010101010', sub_type: 'wallet', type: 'wallet' },
  data: { klass: 'WalletPayment', message: paid ? 'Transaction has been completed successfully.' : 'Transaction declined.' },
});

/** An intention as the fake received it. */
export interface ReceivedIntention {
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

/** What the fake answered for an intention it accepted. */
export interface CreatedIntention {
  id: string;
  clientSecret: string;
  orderId: number;
  amount: number;
  specialReference: string;
  notificationUrl: string;
  integrationId: number;
}

/** How the next intention call is answered instead of being checked: a refusal, or no answer at all. */
export type FakeAnswer = { status: number; body: unknown } | 'hang';

export interface PaymobFake {
  /** `http://127.0.0.1:<port>`: the value for `PAYMOB_API_URL`. */
  url: string;
  received: ReceivedIntention[];
  created: CreatedIntention[];
  answerNextWith(answer: FakeAnswer): void;
  /**
   * The transaction processed callback Paymob would send for the intention with this `special_reference`: the
   * `notification_url` with `?hmac=`, and the JSON body; `overrides` (a declined card, another amount…) are signed too.
   */
  callbackFor(specialReference: string, overrides?: TransactionOverrides): { url: string; body: { type: 'TRANSACTION'; obj: PaymobTransaction } };
  close(): Promise<void>;
}

export interface PaymobTransaction extends Record<string, unknown> {
  id: number;
  amount_cents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  order: { id: number; merchant_order_id: string | null } & Record<string, unknown>;
  source_data: { pan: string; sub_type: string; type: string };
}

export type TransactionOverrides = Partial<Omit<PaymobTransaction, 'order' | 'source_data'>> & {
  order?: Partial<PaymobTransaction['order']>;
  source_data?: Partial<PaymobTransaction['source_data']>;
};

/**
 * A transaction processed callback's `obj`, shaped like the sample in Paymob's HMAC guide (a paid card
 * transaction): the 20 signed fields and the order that carries our reference.
 */
export function paymobTransaction(overrides: TransactionOverrides = {}): PaymobTransaction {
  const { order, source_data: sourceData, ...rest } = overrides;
  return {
    id: 192036465,
    pending: false,
    amount_cents: 100000,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 4097558,
    profile_id: 302852,
    has_parent_transaction: false,
    created_at: '2024-06-13T11:33:44.592345',
    currency: 'EGP',
    error_occured: false,
    owner: 302852,
    data: { message: 'Approved' },
    ...rest,
    order: { id: 217503754, created_at: '2024-06-13T11:32:09.628623', merchant_order_id: 'payment-1', currency: 'EGP', ...order },
    source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card', ...sourceData },
  };
}

/** Paymob's validation errors come as Django REST framework bodies: the field, then its messages. */
const required = ['This field is required.'];

function problems(body: Record<string, unknown>, integrationIds: readonly number[]): { status: number; body: unknown } | undefined {
  const { amount, currency, payment_methods: methods, items, billing_data: billing } = body;
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return { status: 400, body: { amount: ['A valid integer is required.'] } };
  if (currency !== 'EGP') return { status: 400, body: { currency: [`"${String(currency)}" is not a valid choice.`] } };
  if (!Array.isArray(methods) || methods.length === 0) return { status: 400, body: { payment_methods: required } };
  if (methods.some((id) => typeof id !== 'number' || !integrationIds.includes(id))) {
    return { status: 404, body: { detail: 'Integration ID/Name does not exist in our system.' } };
  }
  if (!Array.isArray(items) || items.length === 0) return { status: 400, body: { items: required } };
  for (const item of items as Record<string, unknown>[]) {
    if (typeof item.name !== 'string' || !item.name) return { status: 400, body: { items: { name: required } } };
    if (!Number.isSafeInteger(item.amount)) return { status: 400, body: { items: { amount: required } } };
  }
  const itemsTotal = (items as { amount: number; quantity?: number }[]).reduce((sum, item) => sum + item.amount * (item.quantity ?? 1), 0);
  if (itemsTotal !== amount) return { status: 400, body: { detail: 'Total amount must be equal to the sum of the items amounts.' } };
  if (typeof billing !== 'object' || billing === null) return { status: 400, body: { billing_data: required } };
  for (const field of ['first_name', 'last_name', 'email', 'phone_number']) {
    const value = (billing as Record<string, unknown>)[field];
    if (typeof value !== 'string' || !value) return { status: 400, body: { billing_data: { [field]: required } } };
  }
  for (const field of ['special_reference', 'notification_url', 'redirection_url']) {
    if (typeof body[field] !== 'string' || !body[field]) return { status: 400, body: { [field]: required } };
  }
  return undefined;
}

interface FakeKeys {
  secretKey: string;
  hmacSecret: string;
  integrationIds: readonly number[];
  walletIntegrationIds?: readonly number[];
  kioskIntegrationIds?: readonly number[];
}

/** How Paymob names an integration in the intention's answer. */
const integrationName = (keys: FakeKeys, id: number) =>
  keys.walletIntegrationIds?.includes(id) ? 'Mobile Wallet' : keys.kioskIntegrationIds?.includes(id) ? 'Kiosk' : 'Card';

export async function startPaymobFake(keys: FakeKeys = PAYMOB_TEST_KEYS): Promise<PaymobFake> {
  const knownIds = [...keys.integrationIds, ...(keys.walletIntegrationIds ?? []), ...(keys.kioskIntegrationIds ?? [])];
  const received: ReceivedIntention[] = [];
  const created: CreatedIntention[] = [];
  const nextAnswers: FakeAnswer[] = [];
  let sequence = 0;

  const send = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = http.createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/intention/') return send(response, 404, { detail: 'Not found.' });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return send(response, 400, { detail: 'JSON parse error.' });
    }
    received.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body });

    const answer = nextAnswers.shift();
    if (answer === 'hang') return; // the connection stays open until the client gives up or the fake closes
    if (answer) return send(response, answer.status, answer.body);
    if (request.headers.authorization !== `Token ${keys.secretKey}`) return send(response, 401, { detail: 'Invalid token.' });
    const problem = problems(body, knownIds);
    if (problem) return send(response, problem.status, problem.body);

    sequence += 1;
    const intention: CreatedIntention = {
      id: `pi_test_${sequence}`,
      clientSecret: `egy_csk_test_${sequence}_${Math.random().toString(36).slice(2)}`,
      orderId: 300000000 + sequence,
      amount: body.amount as number,
      specialReference: body.special_reference as string,
      notificationUrl: body.notification_url as string,
      integrationId: (body.payment_methods as number[])[0] as number,
    };
    created.push(intention);
    send(response, 201, {
      id: intention.id,
      client_secret: intention.clientSecret,
      intention_order_id: intention.orderId,
      amount: intention.amount,
      currency: body.currency,
      status: 'intended',
      special_reference: intention.specialReference,
      payment_methods: (body.payment_methods as number[]).map((id) => ({ integration_id: id, name: integrationName(keys, id), method_type: 'online', currency: 'EGP' })),
      created: new Date().toISOString(),
    });
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    created,
    answerNextWith: (answer) => void nextAnswers.push(answer),
    callbackFor(specialReference, overrides = {}) {
      const intention = created.find((candidate) => candidate.specialReference === specialReference);
      if (!intention) throw new Error(`The Paymob fake created no intention with special_reference ${specialReference}`);
      const obj = paymobTransaction({
        id: 500000000 + created.indexOf(intention),
        amount_cents: intention.amount,
        integration_id: intention.integrationId,
        ...overrides,
        order: { id: intention.orderId, merchant_order_id: specialReference, ...overrides.order },
      });
      const url = new URL(intention.notificationUrl);
      url.searchParams.set('hmac', signPaymobCallback(obj, keys.hmacSecret));
      return { url: url.href, body: { type: 'TRANSACTION', obj } };
    },
    async close() {
      const closed = once(server, 'close');
      server.close();
      // A hanging answer keeps its connection open; end it so the fake stops at once.
      server.closeAllConnections();
      await closed;
    },
  };
}
