import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens, users } from '../src/db/schema';
import {
  PUBLIC_URL,
  STRONG_PASSWORD,
  errorOf,
  login,
  readMessage,
  registration,
  tokenFromOutbox,
  uniqueEmail,
  useAccountsApi,
} from './support/accounts-api';
import { testDrivers } from './support/drivers';

const HOUR_MS = 60 * 60 * 1000;

describe.each(testDrivers({ alsoEmbedded: true }))('sign-up and e-mail verification on $name', (driver) => {
  const api = useAccountsApi(driver);

  it('creates an unverified account and mails a bilingual verification link', async () => {
    const body = registration({ email: `  Mixed.Case.${Date.now()}@Example.COM ` });
    const email = body.email.trim().toLowerCase();
    expect(await readMessage(await api.send('POST', '/api/users/register', { body }))).toBe(
      'Account created. Please check your email to confirm your account.',
    );

    const [row] = await api.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ email, firstName: 'Nour', role: 'user', isBlocked: false, emailVerifiedAt: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = api.outbox.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.link).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[\\w-]{43}$`));
    expect(mail?.subject).toContain('Confirm your Manara account');
    expect(mail?.subject).toContain('تأكيد حسابك');
    expect(mail?.text).toContain(mail?.link);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.html).toContain('Confirm my email');
    // Only a hash of the secret is stored.
    const token = tokenFromOutbox(api, email, 'verify_email');
    const stored = await api.db.select({ tokenHash: userTokens.tokenHash }).from(userTokens);
    expect(stored.map((t) => t.tokenHash)).not.toContain(token);
    expect(stored.some((t) => /^[\da-f]{64}$/.test(t.tokenHash))).toBe(true);
  });

  it('refuses login until the e-mail is verified, then verifies once', async () => {
    const body = registration();
    await readMessage(await api.send('POST', '/api/users/register', { body }));
    const first = tokenFromOutbox(api, body.email, 'verify_email');

    expect(await errorOf(await api.send('POST', '/api/users/login', { body: { email: body.email, password: body.password } }))).toEqual({
      status: 403,
      message: 'Please verify your email before logging in.',
    });
    // The refused login mailed a fresh link; both work until one is used.
    expect(tokenFromOutbox(api, body.email, 'verify_email')).not.toBe(first);

    expect(await readMessage(await api.send('GET', `/api/users/verify-email?token=${first}`))).toBe(
      'Email verified successfully! You can now login.',
    );
    expect(await login(api, body.email, body.password)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    expect(await errorOf(await api.send('GET', `/api/users/verify-email?token=${first}`))).toEqual({
      status: 400,
      message: 'Verification failed: this link has already been used.',
    });
  });

  it('refuses an expired verification link', async () => {
    const body = registration();
    await readMessage(await api.send('POST', '/api/users/register', { body }));
    const token = tokenFromOutbox(api, body.email, 'verify_email');
    api.advance(24 * HOUR_MS + 1000);
    expect(await errorOf(await api.send('GET', `/api/users/verify-email?token=${token}`))).toEqual({
      status: 400,
      message: 'Verification failed: this link has expired. Log in to get a new one by email.',
    });
  });

  it.each([
    ['', 'No verification token found'],
    ['?token=', 'No verification token found'],
    ['?token=not-a-token', 'Verification failed: this link is not valid.'],
    [`?token=${'A'.repeat(43)}`, 'Verification failed: this link is not valid.'],
  ])('refuses /verify-email%s', async (query, message) => {
    expect(await errorOf(await api.send('GET', `/api/users/verify-email${query}`))).toEqual({ status: 400, message });
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const body = registration();
    await readMessage(await api.send('POST', '/api/users/register', { body }));
    const again = await errorOf(await api.send('POST', '/api/users/register', { body: { ...body, email: body.email.toUpperCase() } }));
    expect(again).toEqual({ status: 409, message: 'This email is already registered' });
    expect(again.message).toContain('email');
  });

  it.each([
    [{ firstName: undefined }, 'First name is required'],
    [{ firstName: 'N' }, 'First name must be at least 2 characters'],
    [{ lastName: '  ' }, 'Last name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ password: 'Sh0rt!' }, 'Password must be at least 8 characters'],
    [{ password: 'str0ng!pass' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'STR0NG!PASS' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'Strong!pass' }, 'Password must contain at least one number'],
    [{ password: 'Str0ngpass1' }, 'Password must contain at least one special character (!@#$%^&*)'],
    [{ confirmPassword: '' }, 'Confirm password is required'],
    [{ confirmPassword: `${STRONG_PASSWORD}x` }, 'Passwords must match'],
    [{ phoneNumber: '' }, 'Phone number is required'],
    [{ phoneNumber: '0101234567' }, 'invalid Phone number '],
    [{ phoneNumber: '02123456789' }, 'invalid Phone number '],
  ])('answers %o with 400 %j', async (change, message) => {
    const body: Record<string, unknown> = { ...registration({ email: uniqueEmail('invalid') }), ...change };
    if ('firstName' in change && change.firstName === undefined) delete body.firstName;
    const sentBefore = api.outbox.length;
    expect(await errorOf(await api.send('POST', '/api/users/register', { body }))).toEqual({ status: 400, message });
    expect(api.outbox.length).toBe(sentBefore);
  });

  it('answers a body that is not JSON with 400, and no body as an empty form', async () => {
    const json = { 'Content-Type': 'application/json' };
    expect(await errorOf(await api.send('POST', '/api/users/register', { raw: '{"firstName":', headers: json }))).toEqual({ status: 400, message: 'Request body must be valid JSON' });
    expect(await errorOf(await api.send('POST', '/api/users/register'))).toEqual({ status: 400, message: 'First name is required' });
  });

  it('never sends a password hash and reported nothing unexpected', () => {
    expect(api.bodies.length).toBeGreaterThan(10);
    for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
    expect(api.unexpectedErrors).toEqual([]);
  });
});
