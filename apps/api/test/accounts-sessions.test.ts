import { LoginResponseSchema, PasswordChangedResponseSchema, UserResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { STRONG_PASSWORD, errorOf, login, readMessage, signedUpUser, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { PLEASE_LOG_IN, expectSuccess } from './support/responses';

const DAY_MS = 24 * 60 * 60 * 1000;
/** What a password change answers besides the contract's fields: the session to continue with. */

describe.each(testDrivers({ alsoEmbedded: true }))('sessions, profile and password change on $name', (driver) => {
  const api = useAccountsApi(driver);
  const profile = (token?: string) => api.send('GET', '/api/users/profile', token ? { token } : {});

  it('logs in with the e-mail in any case and answers the token and the user', async () => {
    const user = await signedUpUser(api);
    const response = await api.send('POST', '/api/users/login', { body: { email: user.email.toUpperCase(), password: user.password } });
    const { data } = await expectSuccess(response, LoginResponseSchema);
    expect(data.user).toEqual({
      _id: expect.any(String),
      firstName: 'Nour',
      lastName: 'Hassan',
      email: user.email,
      phoneNumber: '01012345678',
      role: 'user',
      isBlocked: false,
      blockReason: null,
      blockedAt: null,
      courses: [],
    });
    const me = await expectSuccess(await profile(data.token), UserResponseSchema);
    expect(me.data.user).toEqual(data.user);
  });

  it('tells browsers and proxies to keep no copy of the session token, the profile or a payment', async () => {
    const user = await signedUpUser(api);
    const answers = [
      await api.send('POST', '/api/users/login', { body: { email: user.email, password: user.password } }),
      await profile(user.token),
      await api.send('PATCH', '/api/users/profile', { token: user.token, body: { firstName: 'Nour', lastName: 'Hassan' } }),
      await api.send('GET', '/api/payments/00000000-0000-4000-8000-000000000000', { token: user.token }),
      await profile(),
    ];
    expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(Array<string>(answers.length).fill('no-store'));
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const user = await signedUpUser(api);
    const wrong = await errorOf(await api.send('POST', '/api/users/login', { body: { email: user.email, password: 'Wrong!pass1' } }));
    const unknown = await errorOf(
      await api.send('POST', '/api/users/login', { body: { email: 'nobody@example.com', password: STRONG_PASSWORD } }),
    );
    expect(wrong).toEqual({ status: 401, message: 'Invalid email or password' });
    expect(unknown).toEqual(wrong);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'someone@example.com' }, 'Password is required'],
    [{ email: 'nope', password: 'secret1' }, 'Invalid email address'],
    [{ email: 'someone@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 42, password: 'secret1' }, 'Email is required'],
  ])('answers login %o with 400 %j', async (body, message) => {
    expect(await errorOf(await api.send('POST', '/api/users/login', { body }))).toEqual({ status: 400, message });
  });

  it.each([
    ['no token', undefined],
    ['garbage', 'not.a.token'],
    ['a token signed with another secret', 'other-secret'],
    ['an unsigned token', 'none'],
  ])('answers the profile with 401 for %s', async (_name, kind) => {
    let token = kind;
    if (kind === 'other-secret') {
      token = await new SignJWT({ role: 'admin', ver: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('00000000-0000-4000-8000-000000000001')
        .setIssuer('manara')
        .setAudience('manara')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(32)));
    } else if (kind === 'none') {
      const user = await signedUpUser(api);
      const [, payload] = user.token.split('.');
      token = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    }
    expect(await errorOf(await profile(token))).toEqual(PLEASE_LOG_IN);
  });

  it('ends a session after seven days', async () => {
    const { token } = await signedUpUser(api);
    api.advance(6 * DAY_MS);
    await expectSuccess(await profile(token), UserResponseSchema);
    api.advance(DAY_MS + 1000);
    expect(await errorOf(await profile(token))).toEqual(PLEASE_LOG_IN);
  });

  it('logs out every session of the user', async () => {
    const user = await signedUpUser(api);
    const other = await login(api, user.email, user.password);
    expect(await readMessage(await api.send('POST', '/api/users/logout', { token: user.token }))).toBe('You have been logged out.');
    expect(await errorOf(await profile(user.token))).toEqual(PLEASE_LOG_IN);
    expect(await errorOf(await profile(other))).toEqual(PLEASE_LOG_IN);
    expect(await errorOf(await api.send('POST', '/api/users/logout', { token: user.token }))).toEqual(PLEASE_LOG_IN);
    // Logging in again works.
    await expectSuccess(await profile(await login(api, user.email, user.password)), UserResponseSchema);
  });

  it('updates the profile but never the e-mail', async () => {
    const user = await signedUpUser(api);
    const response = await api.send('PATCH', '/api/users/profile', {
      token: user.token,
      body: { firstName: ' Mona ', lastName: 'Adel', phoneNumber: '01512345678', email: 'changed@example.com', role: 'admin' },
    });
    const { data } = await expectSuccess(response, UserResponseSchema);
    expect(data.user).toMatchObject({ firstName: 'Mona', lastName: 'Adel', phoneNumber: '01512345678', email: user.email, role: 'user' });

    // Without a phone number it is kept; an empty one removes it.
    const kept = await api.send('PATCH', '/api/users/profile', { token: user.token, body: { firstName: 'Mona', lastName: 'Adel' } });
    expect((await expectSuccess(kept, UserResponseSchema)).data.user.phoneNumber).toBe('01512345678');
    const cleared = await api.send('PATCH', '/api/users/profile', {
      token: user.token,
      body: { firstName: 'Mona', lastName: 'Adel', phoneNumber: '' },
    });
    expect((await expectSuccess(cleared, UserResponseSchema)).data.user.phoneNumber).toBeUndefined();
  });

  it.each([
    [{ lastName: 'Adel' }, 'First name is required'],
    [{ firstName: 'Mona', lastName: '' }, 'Last name is required'],
    [{ firstName: 'Mona', lastName: 'Adel', phoneNumber: '12345' }, 'invalid Phone number '],
    [{ firstName: 'Mona', lastName: 'Adel', phoneNumber: '02123456789' }, 'invalid Phone number '],
  ])('answers a profile update %o with 400 %j', async (body, message) => {
    const user = await signedUpUser(api);
    expect(await errorOf(await api.send('PATCH', '/api/users/profile', { token: user.token, body }))).toEqual({ status: 400, message });
  });

  it('needs a session for the profile and the password change', async () => {
    expect(await errorOf(await api.send('PATCH', '/api/users/profile', { body: { firstName: 'Mona', lastName: 'Adel' } }))).toEqual(
      PLEASE_LOG_IN,
    );
    expect(
      await errorOf(await api.send('PUT', '/api/users/update-password', { body: { currentPassword: 'x', newPassword: 'y' } })),
    ).toEqual(PLEASE_LOG_IN);
  });

  it('changes the password: other sessions end, this one continues with the new token', async () => {
    const user = await signedUpUser(api);
    const other = await login(api, user.email, user.password);
    const response = await api.send('PUT', '/api/users/update-password', {
      token: user.token,
      body: { currentPassword: user.password, newPassword: 'New-secret#1' },
    });
    const body = await expectSuccess(response, PasswordChangedResponseSchema);
    expect(body.message).toBe('Password updated successfully!');

    expect(await errorOf(await profile(user.token))).toEqual(PLEASE_LOG_IN);
    expect(await errorOf(await profile(other))).toEqual(PLEASE_LOG_IN);
    await expectSuccess(await profile(body.data.token), UserResponseSchema);
    expect(await errorOf(await api.send('POST', '/api/users/login', { body: { email: user.email, password: user.password } }))).toEqual({
      status: 401,
      message: 'Invalid email or password',
    });
    await login(api, user.email, 'New-secret#1');
  });

  it.each([
    [{ newPassword: 'New-secret#1' }, 400, 'Current password is required'],
    [{ currentPassword: STRONG_PASSWORD }, 400, 'New password is required'],
    [{ currentPassword: STRONG_PASSWORD, newPassword: 'abc123' }, 400, 'Password must be at least 8 characters'],
    [{ currentPassword: STRONG_PASSWORD, newPassword: 'Scholarship1' }, 400, 'Password must contain at least one special character (!@#$%^&*)'],
    [{ currentPassword: STRONG_PASSWORD, newPassword: 'Qwerty123!' }, 400, 'This password is too common. Choose one that is harder to guess'],
    [{ currentPassword: 'Wrong!pass1', newPassword: 'New-secret#1' }, 400, 'Current password is incorrect'],
  ])('answers a password change %o with %i %j', async (body, status, message) => {
    const user = await signedUpUser(api);
    expect(await errorOf(await api.send('PUT', '/api/users/update-password', { token: user.token, body }))).toEqual({ status, message });
    // A refused change leaves the session alone.
    await expectSuccess(await profile(user.token), UserResponseSchema);
  });

  it('answers blocked users normally: blocking limits enrolment, not the session', async () => {
    const user = await signedUpUser(api);
    const blockedAt = new Date('2026-01-02T03:04:05.000Z');
    await api.db.update(users).set({ isBlocked: true, blockReason: 'Chargeback', blockedAt }).where(eq(users.email, user.email));
    const { data } = await expectSuccess(await profile(user.token), UserResponseSchema);
    expect(data.user).toMatchObject({ isBlocked: true, blockReason: 'Chargeback', blockedAt: blockedAt.toISOString() });
  });

  it('never sends a password hash and reported nothing unexpected', () => {
    expect(api.bodies.length).toBeGreaterThan(20);
    for (const body of api.bodies) expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
    expect(api.unexpectedErrors).toEqual([]);
  });
});
