import crypto from 'node:crypto';

/**
 * The fields of a transaction that Paymob signs, in the order it concatenates them (its HMAC guide for the
 * transaction processed callback). Dotted names reach into nested objects of the callback's `obj`.
 */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

export type PaymobHmacField = (typeof PAYMOB_HMAC_FIELDS)[number];

/** SHA-512 gives 64 bytes, written as 128 lowercase hex digits. */
const HMAC_PATTERN = /^[0-9a-f]{128}$/;

function fieldValue(transaction: unknown, field: PaymobHmacField): unknown {
  let value: unknown = transaction;
  for (const key of field.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** Booleans as `true`/`false` and numbers as JSON writes them, as in Paymob's sample; a missing value adds nothing. */
function written(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The string Paymob signs: the 20 values one after the other, with no separator. */
export function paymobHmacMessage(transaction: unknown): string {
  return PAYMOB_HMAC_FIELDS.map((field) => written(fieldValue(transaction, field))).join('');
}

/** HMAC-SHA512 of the transaction's signed fields, in lowercase hex: what Paymob puts in `?hmac=`. */
export function paymobHmac(transaction: unknown, secret: string): string {
  return crypto.createHmac('sha512', secret).update(paymobHmacMessage(transaction), 'utf8').digest('hex');
}

/**
 * Whether `received` is the transaction's signature. The shape is checked first (it reveals nothing about the
 * secret), then the bytes are compared in constant time so that timing cannot reveal how much of a guess was right.
 */
export function isAuthenticPaymobHmac(transaction: unknown, received: string | undefined, secret: string): boolean {
  if (!received || !HMAC_PATTERN.test(received)) return false;
  const expected = Buffer.from(paymobHmac(transaction, secret), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(received, 'hex'));
}
