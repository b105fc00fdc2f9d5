import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, checkCard, groupCardNumber } from './cards';

const now = new Date('2026-11-21T12:00:00Z');
const form = (overrides: Partial<Parameters<typeof checkCard>[0]> = {}) => ({
  cardNumber: '4242 4242 4242 4242',
  expiry: '11/26',
  cvc: '123',
  cardName: 'Nour Hassan',
  ...overrides,
});

describe('the sandbox test cards', () => {
  it('succeeds with 4242…, is declined with 4000…0002, spaces or dashes alike', () => {
    expect(checkCard(form(), now)).toEqual({ ok: true, success: true });
    expect(checkCard(form({ cardNumber: '4000-0000-0000-0002' }), now)).toEqual({ ok: true, success: false });
    expect(groupCardNumber(SANDBOX_CARDS.declined)).toBe('4000 0000 0000 0002');
  });

  it('takes a card through the last day of its expiry month', () => {
    expect(checkCard(form({ expiry: '11 / 26' }), now).ok).toBe(true);
    expect(checkCard(form({ expiry: '10/26' }), now)).toEqual({ ok: false, errors: { expiry: 'expired' } });
  });

  it('names every field that is wrong', () => {
    expect(checkCard({ cardNumber: '1234', expiry: '1/2', cvc: '12', cardName: ' ' }, now)).toEqual({
      ok: false,
      errors: { cardNumber: 'cardNumber', expiry: 'expiry', cvc: 'cvc', cardName: 'cardName' },
    });
    expect(checkCard(form({ cardNumber: '5555555555554444' }), now)).toEqual({ ok: false, errors: { cardNumber: 'notATestCard' } });
  });
});
