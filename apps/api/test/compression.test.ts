import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CoursesPageResponseSchema } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { signedUpUser, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { PAID_COURSE, buyerCookie, paymentRow, pendingPayment, seededCourse, testSandbox } from './support/payments';
import { expectError, expectSuccess } from './support/responses';

/** What a browser sends; the API answers with gzip, the one of these it makes. */
const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

const gunzip = async (response: Response) => gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');

/** Every header but those that describe the encoding of the body (an encoded body's ETag is weak). */
/** What must not differ between a plain and a compressed answer: all but the encoding, its length and tag, and the request's own id. */
const headersBesidesEncoding = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !['content-encoding', 'content-length', 'etag', 'x-request-id'].includes(name)));

const checkoutPath = (paymentId: string) => `/api/payments/sandbox/checkout/${paymentId}`;

/** A pending payment and the buyer's cookie, which the card page needs. */
async function pendingCheckout(api: AccountsApi) {
  const user = await signedUpUser(api);
  const course = await seededCourse(api, PAID_COURSE);
  return { paymentId: await pendingPayment(api, user.token, course.id), cookie: buyerCookie(user.token) };
}

describe.each(testDrivers())('compressed API answers on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, payments: () => ({ provider: testSandbox() }) });

  it('sends a page of courses compressed to a client that accepts it, Brotli first, with the same JSON and headers', async () => {
    const plain = await api.send('GET', '/api/courses?page=1');
    const plainJson = await plain.text();
    for (const [accepted, encoding, decode] of [
      [BROWSER_ENCODINGS, 'br', async (response: Response) => brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')],
      [{ 'Accept-Encoding': 'gzip' }, 'gzip', gunzip],
    ] as const) {
      const compressed = await api.send('GET', '/api/courses?page=1', { headers: accepted });
      expect(compressed.status).toBe(200);
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('vary')).toBe('Authorization, Cookie, Accept-Encoding');
      expect(headersBesidesEncoding(compressed)).toEqual(headersBesidesEncoding(plain));
      expect(compressed.headers.get('etag')).toBe(`W/${plain.headers.get('etag')}`);
      expect(compressed.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(await decode(compressed)).toBe(plainJson);
    }
    // Worth it: the list is far from the smallest answer.
    expect(plainJson.length).toBeGreaterThan(1024);
  });

  it('sends the same page plain to a client that asks for no encoding, and says the answer varies', async () => {
    const response = await api.send('GET', '/api/courses?page=1');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Authorization, Cookie, Accept-Encoding');
    const { courses } = (await expectSuccess(response, CoursesPageResponseSchema)).data;
    expect(courses.length).toBeGreaterThan(0);
  });

  it('leaves short answers and errors plain', async () => {
    const health = await api.send('GET', '/api/health', { headers: BROWSER_ENCODINGS });
    expect(health.status).toBe(200);
    expect(health.headers.get('content-encoding')).toBeNull();
    const missing = await api.send('GET', '/api/unknown', { headers: BROWSER_ENCODINGS });
    expect(missing.headers.get('content-encoding')).toBeNull();
    await expectError(missing, 404, 'Not found');
  });

  it('states the length of every JSON answer in bytes, Arabic included, refusals too', async () => {
    const plain = await api.send('GET', '/api/courses?page=1');
    const body = Buffer.from(await plain.arrayBuffer());
    expect(body.toString('utf8')).toMatch(/[\u0600-\u06FF]/);
    expect(plain.headers.get('content-length')).toBe(String(body.byteLength));
    // A refusal built after the context prepared other headers still states its own length.
    const refused = await api.send('POST', '/api/users/login', { body: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    const refusal = Buffer.from(await refused.arrayBuffer());
    expect(refused.headers.get('content-length')).toBe(String(refusal.byteLength));
  });

  it('sends the sandbox card page gzipped, under the same security policy', async () => {
    const { paymentId, cookie } = await pendingCheckout(api);
    const plain = await api.send('GET', checkoutPath(paymentId), { headers: cookie });
    const compressed = await api.send('GET', checkoutPath(paymentId), { headers: { ...BROWSER_ENCODINGS, ...cookie } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(headersBesidesEncoding(compressed)).toEqual(headersBesidesEncoding(plain));
    expect(await gunzip(compressed)).toBe(await plain.text());
  });

  it('leaves the redirect after paying alone, and the payment goes through', async () => {
    const { paymentId, cookie } = await pendingCheckout(api);
    const response = await api.send('POST', checkoutPath(paymentId), {
      raw: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', cardName: 'Nour Hassan' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...BROWSER_ENCODINGS, ...cookie },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('location')).toContain(`/payment/result?paymentId=${paymentId}`);
    expect((await paymentRow(api, paymentId)).status).toBe('paid');
  });
});
