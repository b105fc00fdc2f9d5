import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymobTransaction, PAYMOB_TEST_KEYS } from '../../../test/support/paymob-fake';
import { isAuthenticPaymobHmac, PAYMOB_HMAC_FIELDS, paymobHmac, paymobHmacMessage, type PaymobHmacField } from './hmac';

const SECRET = PAYMOB_TEST_KEYS.hmacSecret;

/** The concatenated string Paymob's HMAC guide gives for its sample transaction processed callback. */
const DOCUMENTED_MESSAGE =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
/** HMAC-SHA512 of that string under SECRET, computed apart from this code with `openssl dgst -sha512 -hmac`. */
const DOCUMENTED_MESSAGE_HMAC =
  '7f62fa3ea1f31f2099dabd8b8efb1cea3ccbb8b3d1e39f830ce2bef992129da6df06047f6c622c56c6ba77cc81a153aa0ddfdd9baf4cb5d95dd7f81c13fe6220';

/** A copy of the transaction with one signed field changed the way an attacker would change it. */
function tampered(field: PaymobHmacField): Record<string, unknown> {
  const copy = structuredClone(paymobTransaction()) as Record<string, unknown>;
  const path = field.split('.');
  const last = path.pop() as string;
  const holder = path.reduce((object, key) => object[key] as Record<string, unknown>, copy);
  const value = holder[last];
  holder[last] = typeof value === 'boolean' ? !value : typeof value === 'number' ? value + 1 : `${String(value)}0`;
  return copy;
}

describe('the Paymob HMAC', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('concatenates the 20 documented fields of the sample callback exactly as Paymob does', () => {
    expect(PAYMOB_HMAC_FIELDS).toHaveLength(20);
    expect(paymobHmacMessage(paymobTransaction())).toBe(DOCUMENTED_MESSAGE);
  });

  it('takes the fields in the documented order, reaching into the order and the card', () => {
    // The sample has several `false` side by side, so a swap there would go unseen; here every value differs.
    const distinct = paymobTransaction({
      amount_cents: 1, created_at: '2', currency: '3', error_occured: '4', has_parent_transaction: '5', id: 6,
      integration_id: 7, is_3d_secure: '8', is_auth: '9', is_capture: 'A', is_refunded: 'B', is_standalone_payment: 'C',
      is_voided: 'D', order: { id: 14 }, owner: 15, pending: 'G' as unknown as boolean, success: 'K' as unknown as boolean,
      source_data: { pan: 'H', sub_type: 'I', type: 'J' },
    });
    expect(paymobHmacMessage(distinct)).toBe('123456789ABCD1415GHIJK');
  });

  it('signs with HMAC-SHA512 in lowercase hex', () => {
    expect(paymobHmac(paymobTransaction(), SECRET)).toBe(DOCUMENTED_MESSAGE_HMAC);
    expect(isAuthenticPaymobHmac(paymobTransaction(), DOCUMENTED_MESSAGE_HMAC, SECRET)).toBe(true);
  });

  it('ignores fields that are not signed, and writes a missing one as nothing', () => {
    const transaction = paymobTransaction({ data: { message: 'Declined' }, profile_id: 1 });
    expect(isAuthenticPaymobHmac(transaction, DOCUMENTED_MESSAGE_HMAC, SECRET)).toBe(true);
    const withoutPan = paymobTransaction();
    delete (withoutPan.source_data as Partial<typeof withoutPan.source_data>).pan;
    expect(paymobHmacMessage(withoutPan)).toBe(DOCUMENTED_MESSAGE.replace('2346MasterCard', 'MasterCard'));
  });

  it.each(PAYMOB_HMAC_FIELDS)('rejects the callback when %s was changed', (field) => {
    const changed = tampered(field);
    expect(paymobHmacMessage(changed)).not.toBe(DOCUMENTED_MESSAGE);
    expect(isAuthenticPaymobHmac(changed, DOCUMENTED_MESSAGE_HMAC, SECRET)).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['in capitals', DOCUMENTED_MESSAGE_HMAC.toUpperCase()],
    ['cut short', DOCUMENTED_MESSAGE_HMAC.slice(0, 127)],
    ['followed by more', `${DOCUMENTED_MESSAGE_HMAC}00`],
    ['followed by non-hex', `${DOCUMENTED_MESSAGE_HMAC}zz`],
    ['made with another secret', paymobHmac(paymobTransaction(), 'another-secret')],
  ])('rejects an hmac that is %s', (_, hmac) => {
    expect(isAuthenticPaymobHmac(paymobTransaction(), hmac, SECRET)).toBe(false);
  });

  it('compares well-formed signatures in constant time, and does not compare malformed ones at all', () => {
    const compare = vi.spyOn(crypto, 'timingSafeEqual');
    const wrong = paymobHmac(paymobTransaction(), 'another-secret');
    expect(isAuthenticPaymobHmac(paymobTransaction(), wrong, SECRET)).toBe(false);
    expect(isAuthenticPaymobHmac(paymobTransaction(), DOCUMENTED_MESSAGE_HMAC, SECRET)).toBe(true);
    expect(compare).toHaveBeenCalledTimes(2);
    for (const [expected, received] of compare.mock.calls) {
      expect(expected).toHaveLength(64);
      expect(received).toHaveLength(64);
    }
    expect(isAuthenticPaymobHmac(paymobTransaction(), 'not-an-hmac', SECRET)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(2);
  });
});
