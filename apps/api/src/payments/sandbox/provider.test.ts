import { describe, expect, it } from 'vitest';
import type { VerifiedCallback } from '../provider';
import { SANDBOX_SIGNATURE_HEADER, createSandboxProvider } from './provider';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hmac');
const sandbox = createSandboxProvider({ secret, publicUrl: () => 'https://manara.example/' });
const callback: VerifiedCallback = {
  reference: '00000000-0000-4000-8000-000000000001',
  transactionId: 'sandbox_1',
  success: true,
  pending: false,
  amountPiasters: 120_000,
  currency: 'EGP',
};
const verify = (body: unknown, signature: string | undefined) =>
  sandbox.verifyCallback({ query: {}, body, headers: new Headers(signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }) });

describe('the sandbox provider', () => {
  it('sends the browser to its card page on our public address', async () => {
    const session = await sandbox.createCheckout({
      paymentId: callback.reference,
      amountPiasters: 120_000,
      currency: 'EGP',
      method: 'CARD',
      course: { id: 'c', title: 'Course' },
      customer: { firstName: 'Nour', lastName: 'Hassan', email: 'n@example.com' },
      returnUrl: 'https://manara.example/payment/result',
      callbackUrl: 'https://manara.example/api/payments/callback/sandbox',
    });
    expect(session).toEqual({ url: `https://manara.example/api/payments/sandbox/checkout/${callback.reference}` });
  });

  it('signs with HMAC-SHA512 and accepts its own signature', async () => {
    const signature = sandbox.sign(callback);
    expect(signature).toMatch(/^[\da-f]{128}$/);
    expect(await verify(callback, signature)).toEqual(callback);
    expect(await verify(callback, signature.toUpperCase())).toEqual(callback);
  });

  it.each([
    ['no signature', callback, undefined],
    ['a changed amount', { ...callback, amountPiasters: 1 }, 'own'],
    ['a changed outcome', { ...callback, success: false }, 'own'],
    ['an extra field', { ...callback, extra: 1 }, 'own'],
    ['a missing field', { ...callback, pending: undefined }, 'own'],
    ['a body that is not an object', 'paid', 'own'],
    ['a short signature', callback, 'abcd'],
  ])('refuses %s', async (_name, body, signature) => {
    expect(await verify(body, signature === 'own' ? sandbox.sign(callback) : signature)).toBeNull();
  });

  it("offers every way to pay, and signs a kiosk reference and its expiry with the rest", async () => {
    expect(sandbox.methods).toEqual(['CARD', 'WALLET', 'KIOSK']);
    const issued: VerifiedCallback = { ...callback, success: false, pending: true, kioskReference: { reference: '123456789', expiresAt: new Date('2026-11-29T08:00:00.000Z') } };
    const signature = sandbox.sign(issued);
    const sent = JSON.parse(JSON.stringify(issued)) as unknown;
    expect(await verify(sent, signature)).toEqual(issued);
    expect(signature).not.toBe(sandbox.sign({ ...issued, kioskReference: undefined }));
    const { kioskReference: _dropped, ...withoutReference } = issued;
    for (const changed of [
      { ...issued, kioskReference: { reference: '123456780', expiresAt: '2026-11-29T08:00:00.000Z' } },
      { ...issued, kioskReference: { reference: '123456789', expiresAt: '2026-12-29T08:00:00.000Z' } },
      { ...issued, kioskReference: { reference: 'ABC-1', expiresAt: '2026-11-29T08:00:00.000Z' } },
      withoutReference,
    ]) {
      expect(await verify(JSON.parse(JSON.stringify(changed)), signature)).toBeNull();
    }
  });

  it('refuses a signature made with another secret', async () => {
    const other = createSandboxProvider({ secret: new TextEncoder().encode('x'.repeat(48)), publicUrl: () => '' });
    expect(await verify(callback, other.sign(callback))).toBeNull();
  });
});
