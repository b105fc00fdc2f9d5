import { UserResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import {
  PUBLIC_URL,
  errorOf,
  login,
  readMessage,
  registration,
  signedUpUser,
  tokenFromOutbox,
  useAccountsApi,
} from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { expectSuccess } from './support/responses';

const MINUTE_MS = 60 * 1000;
const SENT = 'If an account exists for this email, we have sent a link to reset its password.';

describe.each(testDrivers())('forgotten and reset passwords on $name', (driver) => {
  const api = useAccountsApi(driver);
  const forgot = (email: string) => api.send('POST', '/api/users/forgot-password', { body: { email } });
  const reset = (token: string, newPassword: string) =>
    api.send('POST', '/api/users/reset-password', { body: { token, newPassword } });

  it('answers known and unknown e-mails identically, and mails only the known one', async () => {
    const user = await signedUpUser(api);
    const sentBefore = api.outbox.length;
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect(JSON.parse(await (await forgot(user.email)).text())).toEqual({ status: 'success', data: { message: SENT } });

    const mails = api.outbox.slice(sentBefore);
    expect(mails.map((mail) => mail.to)).toEqual([user.email, user.email]);
    expect(mails[0]?.link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[\\w-]{43}$`));
    expect(mails[0]?.subject).toContain('Reset your Manara password');
    expect(mails[0]?.text).toContain('30 minutes');
    expect(mails[0]?.html).toContain('lang="ar"');
  });

  it('resets the password once, ends every session and retires older links', async () => {
    const user = await signedUpUser(api);
    await readMessage(await forgot(user.email));
    const older = tokenFromOutbox(api, user.email, 'reset_password');
    await readMessage(await forgot(user.email));
    const token = tokenFromOutbox(api, user.email, 'reset_password');

    expect(await readMessage(await reset(token, 'Brand-new#0'))).toBe(
      'Your password has been reset successfully. You can now login with your new password.',
    );
    expect(await errorOf(await api.send('GET', '/api/users/profile', { token: user.token }))).toEqual({
      status: 401,
      message: 'Please log in',
    });
    await expectSuccess(await api.send('GET', '/api/users/profile', { token: await login(api, user.email, 'Brand-new#0') }), UserResponseSchema);
    expect((await errorOf(await api.send('POST', '/api/users/login', { body: { email: user.email, password: user.password } }))).status).toBe(401);

    expect(await errorOf(await reset(token, 'Another-one#9'))).toEqual({
      status: 400,
      message: 'The password reset link has already been used. Please request a new one.',
    });
    expect((await errorOf(await reset(older, 'Another-one#9'))).status).toBe(400);
  });

  it('refuses a reset link after 30 minutes', async () => {
    const user = await signedUpUser(api);
    await readMessage(await forgot(user.email));
    const token = tokenFromOutbox(api, user.email, 'reset_password');
    api.advance(30 * MINUTE_MS + 1000);
    expect(await errorOf(await reset(token, 'Brand-new#0'))).toEqual({
      status: 400,
      message: 'The password reset link has expired. Please request a new one.',
    });
    await login(api, user.email, user.password);
  });

  it('verifies the e-mail of an unverified account that resets its password', async () => {
    const body = registration();
    await readMessage(await api.send('POST', '/api/users/register', { body }));
    await readMessage(await forgot(body.email));
    await readMessage(await reset(tokenFromOutbox(api, body.email, 'reset_password'), 'Brand-new#0'));
    const [row] = await api.db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, body.email));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    await login(api, body.email, 'Brand-new#0');
  });

  it.each([
    ['forgot-password', {}, 'Email is required'],
    ['forgot-password', { email: 'nope' }, 'Invalid email address'],
    ['reset-password', { newPassword: 'Brand-new#0' }, 'The password reset link is invalid or has expired.'],
    ['reset-password', { token: 'x'.repeat(43) }, 'Password is required'],
    ['reset-password', { token: 'x'.repeat(43), newPassword: 'abc123' }, 'Password must be at least 8 characters'],
    ['reset-password', { token: 'x'.repeat(43), newPassword: 'abcdefg123' }, 'Password must contain at least one uppercase letter'],
    ['reset-password', { token: 'x'.repeat(43), newPassword: 'Password1!' }, 'This password is too common. Choose one that is harder to guess'],
    ['reset-password', { token: 'made-up', newPassword: 'Brand-new#0' }, 'The password reset link is invalid or has expired.'],
    ['reset-password', { token: 'x'.repeat(43), newPassword: 'Brand-new#0' }, 'The password reset link is invalid or has expired.'],
  ])('answers %s %o with 400 %j', async (route, body, message) => {
    expect(await errorOf(await api.send('POST', `/api/users/${route}`, { body }))).toEqual({ status: 400, message });
  });

  it('does not take a verification link as a reset link', async () => {
    const body = registration();
    await readMessage(await api.send('POST', '/api/users/register', { body }));
    expect((await errorOf(await reset(tokenFromOutbox(api, body.email, 'verify_email'), 'Brand-new#0'))).message).toBe(
      'The password reset link is invalid or has expired.',
    );
  });

  it('never sends a password hash and reported nothing unexpected', () => {
    for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
    expect(api.unexpectedErrors).toEqual([]);
  });
});
