import { MessageResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer } from '../../../e2e/support/mail-server.mjs';
import { deliverDueMessages } from '../src/contact/messages';
import { contactMessages } from '../src/db/schema';
import { DEFAULT_CONTACT_INBOX } from '../src/users/options';
import { smtpMailer } from '../src/mail/mailer';
import { ROOMY_RATE_LIMITS, useAccountsApi } from './support/accounts-api';
import { errorCodeOf } from './support/admin';
import { testDrivers } from './support/drivers';
import { expectSuccess } from './support/responses';

/*
 * The contact form against a real SMTP server started here: messages are stored, then delivered to the
 * team's inbox with the sender as Reply-To; with the server down nothing is lost, and a later round sends it.
 */

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

describe.each(testDrivers())('the contact form on $name', (driver) => {
  let server: MailServer | undefined;
  let smtpPort = 0;
  const inbox = () => server?.messages ?? [];

  beforeAll(async () => {
    server = await startMailServer({ smtpPort: 0, httpPort: 0 });
    smtpPort = server.smtpPort;
  });
  afterAll(() => server?.close());

  const api = useAccountsApi(driver, {
    rateLimits: { ...ROOMY_RATE_LIMITS, contact: { perIp: { limit: 6, windowMs: 60_000 }, perAccount: { limit: 3, windowMs: 60_000 } } },
    mailer: () => smtpMailer({ url: `smtp://127.0.0.1:${smtpPort}` }),
  });

  const message = (overrides: Record<string, string> = {}) => ({
    firstName: 'Salma',
    lastName: 'Adel',
    email: `salma.${Math.random().toString(36).slice(2, 8)}@example.com`,
    message: 'Do you run the IELTS course in Alexandria too?',
    ...overrides,
  });
  const send = (body: unknown, ip = 'contact-a') => api.send('POST', '/api/email', { body, ip });
  const stored = (email: string) => api.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores the message, then delivers it to the team with the sender as Reply-To', async () => {
    const body = message();
    const answer = await expectSuccess(await send(body), MessageResponseSchema, 201);
    expect(answer.data.message).toBe('Message sent successfully!');
    await expect.poll(() => inbox().filter((mail) => mail.replyTo === body.email).length, { timeout: 5000 }).toBe(1);
    const mail = inbox().find((received) => received.replyTo === body.email);
    expect(mail).toMatchObject({ to: [DEFAULT_CONTACT_INBOX], subject: 'Contact form: Salma Adel' });
    expect(mail?.text).toContain(body.message);
    await expect.poll(async () => (await stored(body.email))[0]?.deliveredAt).toBeInstanceOf(Date);
  });

  it('keeps the message while the inbox is down, and a later round delivers it', async () => {
    const down = smtpPort;
    await server?.close();
    const body = message();
    expect((await send(body, 'contact-b')).status).toBe(201);
    // The failed attempt is reported, and the message waits a minute for the next (not the claim's five).
    await expect.poll(() => api.unexpectedErrors.length, { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await stored(body.email))[0]?.nextAttemptAt.getTime() ?? 0).toBeLessThan(Date.now() + 90_000);
    const [waiting] = await stored(body.email);
    expect(waiting).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    server = await startMailServer({ smtpPort: down, httpPort: 0 });
    // Not due yet: a round now sends nothing.
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${down}` });
    expect(await deliverDueMessages(api.db, { mailer, inbox: DEFAULT_CONTACT_INBOX, now: new Date(), onError: () => undefined })).toEqual({ delivered: 0, failed: 0 });
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await deliverDueMessages(api.db, { mailer, inbox: DEFAULT_CONTACT_INBOX, now: later, onError: () => undefined })).toEqual({ delivered: 1, failed: 0 });
    mailer.close();
    expect(inbox().filter((mail) => mail.replyTo === body.email)).toHaveLength(1);
    expect((await stored(body.email))[0]?.deliveredAt).toBeInstanceOf(Date);
    api.unexpectedErrors.length = 0;
  });

  it.each([
    ['firstName', { firstName: 'S' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'not-an-address' }, 'Invalid email address'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, overrides, sentence) => {
    const body = message(overrides);
    const response = await send(body, `contact-${field}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION', field, message: sentence });
    expect(await stored(body.email)).toEqual([]);
  });

  it('answers a form whose hidden field is filled as if it went, and keeps and sends nothing', async () => {
    const body = { ...message(), website: 'https://spam.example' };
    expect((await send(body, 'contact-bot')).status).toBe(201);
    expect(await stored(body.email)).toEqual([]);
  });

  it('limits messages per sender and per address', async () => {
    const body = message();
    for (let i = 0; i < 3; i += 1) expect((await send(body, 'contact-limit')).status).toBe(201);
    expect(await errorCodeOf(await send(body, 'contact-limit'))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    for (let i = 0; i < 2; i += 1) expect((await send(message(), 'contact-limit')).status).toBe(201);
    const refused = await send(message(), 'contact-limit');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts the addresses of one IPv6 network as one sender', async () => {
    for (let i = 1; i <= 6; i += 1) expect((await send(message(), `2001:db8:c0:1::${i}`)).status).toBe(201);
    expect(await errorCodeOf(await send(message(), '2001:db8:c0:1:7:7:7:7'))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect((await send(message(), '2001:db8:c0:2::1')).status).toBe(201);
  });
});
