import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RateLimits } from '../src/users/options';
import {
  ROOMY_RATE_LIMITS,
  STRONG_PASSWORD,
  errorOf,
  login,
  readMessage,
  registration,
  signedUpUser,
  uniqueEmail,
  useAccountsApi,
} from './support/accounts-api';
import { testDrivers } from './support/drivers';

const WINDOW_MS = 10 * 60 * 1000;
const limits = (perIp: number, perAccount: number) => ({
  perIp: { limit: perIp, windowMs: WINDOW_MS },
  perAccount: { limit: perAccount, windowMs: WINDOW_MS },
});
const LOW: RateLimits = {
  login: limits(4, 2),
  register: limits(2, 10),
  forgotPassword: limits(4, 2),
  resetPassword: limits(4, 2),
  photoUpload: limits(4, 2),
};
const TOO_MANY = { status: 429, message: 'Too many attempts. Please try again in 10 minutes.' };

describe.each(testDrivers())('rate limits on $name', (driver) => {
  const api = useAccountsApi(driver, { rateLimits: LOW });
  const post = (route: string, body: unknown, ip: string) => api.send('POST', `/api/users/${route}`, { body, ip });

  it('limits logins per account, across addresses, until the window passes', async () => {
    const email = uniqueEmail();
    const attempt = (ip: string) => post('login', { email, password: STRONG_PASSWORD }, ip);
    expect((await errorOf(await attempt('10.0.0.1'))).status).toBe(401);
    expect((await errorOf(await attempt('10.0.0.2'))).status).toBe(401);
    const refused = await attempt('10.0.0.3');
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await errorOf(refused)).toEqual(TOO_MANY);
    // Another account from the same address is not affected.
    expect((await errorOf(await post('login', { email: uniqueEmail(), password: STRONG_PASSWORD }, '10.0.0.3'))).status).toBe(401);
    api.advance(WINDOW_MS);
    expect((await errorOf(await attempt('10.0.0.3'))).status).toBe(401);
  });

  it('limits logins per address, across accounts', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await errorOf(await post('login', { email: uniqueEmail(), password: STRONG_PASSWORD }, '10.0.1.1'))).status).toBe(401);
    }
    expect(await errorOf(await post('login', { email: uniqueEmail(), password: STRONG_PASSWORD }, '10.0.1.1'))).toEqual(TOO_MANY);
    expect((await errorOf(await post('login', { email: uniqueEmail(), password: STRONG_PASSWORD }, '10.0.1.2'))).status).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    await readMessage(await post('register', registration(), '10.0.2.1'));
    await readMessage(await post('register', registration(), '10.0.2.1'));
    expect(await errorOf(await post('register', registration(), '10.0.2.1'))).toEqual(TOO_MANY);
  });

  it('counts an IPv6 client by its /64 network, and an IPv4-mapped address as the IPv4 address', async () => {
    await readMessage(await post('register', registration(), '2001:db8:7:1::1'));
    await readMessage(await post('register', registration(), '2001:db8:7:1:abcd::2'));
    expect(await errorOf(await post('register', registration(), '2001:db8:7:1:ffff:ffff:ffff:ffff'))).toEqual(TOO_MANY);
    expect(await errorOf(await post('register', registration(), '[2001:0db8:0007:0001::3]'))).toEqual(TOO_MANY);
    // The next network along is another client.
    await readMessage(await post('register', registration(), '2001:db8:7:2::1'));

    await readMessage(await post('register', registration(), '10.0.7.1'));
    await readMessage(await post('register', registration(), '::ffff:10.0.7.1'));
    expect(await errorOf(await post('register', registration(), '10.0.7.1'))).toEqual(TOO_MANY);
    await readMessage(await post('register', registration(), '10.0.7.2'));

    for (let i = 1; i <= 4; i += 1) {
      expect((await errorOf(await post('login', { email: uniqueEmail(), password: STRONG_PASSWORD }, `2001:db8:7:3::${i}`))).status).toBe(401);
    }
    expect(await errorOf(await post('login', { email: uniqueEmail(), password: STRONG_PASSWORD }, '2001:db8:7:3:5::5'))).toEqual(TOO_MANY);
  });

  it('limits reset e-mails per account with the same answer for unknown e-mails', async () => {
    const email = uniqueEmail('unknown');
    await readMessage(await post('forgot-password', { email }, '10.0.3.1'));
    await readMessage(await post('forgot-password', { email }, '10.0.3.2'));
    expect(await errorOf(await post('forgot-password', { email }, '10.0.3.3'))).toEqual(TOO_MANY);
  });

  it('limits reset attempts per address and per link', async () => {
    const body = { token: 'y'.repeat(43), newPassword: 'brand-new' };
    expect((await errorOf(await post('reset-password', body, '10.0.4.1'))).status).toBe(400);
    expect((await errorOf(await post('reset-password', body, '10.0.4.2'))).status).toBe(400);
    expect(await errorOf(await post('reset-password', body, '10.0.4.3'))).toEqual(TOO_MANY);
    for (let i = 0; i < 4; i += 1) {
      expect((await errorOf(await post('reset-password', { ...body, token: `${i}`.repeat(43) }, '10.0.4.9'))).status).toBe(400);
    }
    expect(await errorOf(await post('reset-password', { ...body, token: 'z'.repeat(43) }, '10.0.4.9'))).toEqual(TOO_MANY);
  });

  it('limits profile photo uploads per account; saving the other fields stays free', async () => {
    const [user, other] = [await signedUpUser(api), await signedUpUser(api)];
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5cad' } }).png().toBuffer();
    const names = { firstName: 'Mona', lastName: 'Adel' };
    const upload = (token: string, ip: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(names)) form.append(name, value);
      form.append('image', new File([png], 'me.png', { type: 'image/png' }));
      return api.send('PATCH', '/api/users/profile', { form, token, ip });
    };
    expect((await upload(user.token, '10.0.5.1')).status).toBe(200);
    expect((await upload(user.token, '10.0.5.1')).status).toBe(200);
    const refused = await upload(user.token, '10.0.5.2');
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await errorOf(refused)).toEqual({ status: 429, message: 'Too many photo uploads. Please try again in 10 minutes.' });
    expect((await api.send('PATCH', '/api/users/profile', { body: names, token: user.token, ip: '10.0.5.2' })).status).toBe(200);
    expect((await upload(other.token, '10.0.5.2')).status).toBe(200);
    api.advance(WINDOW_MS);
    expect((await upload(user.token, '10.0.5.1')).status).toBe(200);
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});

describe.each(testDrivers())('guessing the current password on $name', (driver) => {
  // Three guesses an account per window, as for logins; the address limit stays out of the way.
  const api = useAccountsApi(driver, { rateLimits: { ...ROOMY_RATE_LIMITS, login: limits(1000, 3) } });
  const change = (token: string, currentPassword: string, ip = '10.0.6.1') =>
    api.send('PUT', '/api/users/update-password', { body: { currentPassword, newPassword: 'brand-new-1' }, token, ip });

  it('counts wrong current passwords with the logins of the account, until the window passes', async () => {
    // Signing up logs in once: one of the three.
    const user = await signedUpUser(api);
    expect((await errorOf(await change(user.token, 'wrong-guess-1'))).status).toBe(400);
    expect((await errorOf(await change(user.token, 'wrong-guess-2', '10.0.6.2'))).status).toBe(400);
    const refused = await change(user.token, STRONG_PASSWORD, '10.0.6.3');
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await errorOf(refused)).toEqual(TOO_MANY);
    // The sign-in form is closed to this account too: both doors count the same guesses.
    expect(await errorOf(await api.send('POST', '/api/users/login', { body: { email: user.email, password: STRONG_PASSWORD } }))).toEqual(TOO_MANY);
    api.advance(WINDOW_MS);
    expect((await change(user.token, STRONG_PASSWORD)).status).toBe(200);
    expect(await login(api, user.email, 'brand-new-1')).toBeTruthy();
  });

  it('counts guesses sent at once', async () => {
    const user = await signedUpUser(api);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(user.token, `wrong-guess-${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([400, 400, ...Array<number>(18).fill(429)]);
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
