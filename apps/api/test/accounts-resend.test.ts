import { describe, expect, it } from 'vitest';
import { ROOMY_RATE_LIMITS, errorOf, login, readMessage, registration, signedUpUser, tokenFromOutbox, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';

const SENT = 'If this email has an account awaiting confirmation, we have sent it a new confirmation link.';

describe.each(testDrivers())('a new confirmation link on request on $name', (driver) => {
  const api = useAccountsApi(driver, { rateLimits: { ...ROOMY_RATE_LIMITS, forgotPassword: { perIp: { limit: 1000, windowMs: 60_000 }, perAccount: { limit: 2, windowMs: 60_000 } } } });
  const resend = (email: string, ip = '10.0.20.1') => api.send('POST', '/api/users/resend-verification', { body: { email }, ip });

  it('answers an unconfirmed, a confirmed and an unknown address alike, and mails only the unconfirmed one a link that works', async () => {
    const body = registration();
    await readMessage(await api.send('POST', '/api/users/register', { body }));
    const confirmed = await signedUpUser(api);
    const before = api.outbox.length;

    const answers = await Promise.all([resend(body.email.toUpperCase()), resend(confirmed.email), resend('nobody-here@example.com')]);
    const texts = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0] ?? '')).toEqual({ status: 'success', data: { message: SENT } });
    expect(api.outbox.slice(before).map((mail) => [mail.to, mail.kind])).toEqual([[body.email.toLowerCase(), 'verify_email']]);

    await readMessage(await api.send('GET', `/api/users/verify-email?token=${tokenFromOutbox(api, body.email.toLowerCase(), 'verify_email')}`));
    await login(api, body.email, body.password);
  });

  it('sends an address no more than its few links a window, answering the same past the limit', async () => {
    const body = registration();
    await readMessage(await api.send('POST', '/api/users/register', { body }));
    const before = api.outbox.length;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await resend(body.email));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(api.outbox.length - before).toBe(2);
  });

  it('refuses a malformed address with 400', async () => {
    expect(await errorOf(await resend('not-an-email'))).toEqual({ status: 400, message: 'Invalid email address' });
  });
});
