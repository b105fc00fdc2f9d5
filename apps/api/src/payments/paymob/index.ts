import { paymobHmac } from './hmac';

export { PAYMOB_API_URL, readPaymobConfig, type PaymobConfig } from './config';
export { PAYMOB_HMAC_FIELDS, isAuthenticPaymobHmac } from './hmac';
export { createPaymobProvider, PaymobError, type PaymobProviderOptions } from './provider';

/**
 * The `hmac` query value Paymob would send with a transaction processed callback whose `obj` is `transaction`;
 * tests use it to play Paymob (`POST <notification_url>?hmac=…` with `{ type: 'TRANSACTION', obj }`).
 */
export function signPaymobCallback(transaction: Record<string, unknown>, hmacSecret: string): string {
  return paymobHmac(transaction, hmacSecret);
}
