import { LoginResponseSchema } from '@manara/api-client/schemas';
import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../src/users/one-time-tokens';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../src/http/rate-limits';
import {
  ROOMY_RATE_LIMITS,
  STRONG_PASSWORD,
  errorOf,
  login,
  readMessage,
  registration,
  signedUpUser,
  tokenFromOutbox,
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

/**
 * The refusal says to come back when the window that began with the first counted attempt ends: 600 s from
 * then, rounded up, less the whole seconds the attempts themselves took on a busy machine (argon2 is slow).
 */
function expectRetryAfterWindow(refused: Response, firstAttemptAt: number) {
  const seconds = Number(refused.headers.get('retry-after'));
  expect(seconds).toBeLessThanOrEqual(600);
  expect(seconds).toBeGreaterThanOrEqual(600 - Math.ceil((Date.now() - firstAttemptAt) / 1000));
}

describe.each(testDrivers())('rate limits on $name', (driver) => {
  const api = useAccountsApi(driver, { rateLimits: LOW });
  const post = (route: string, body: unknown, ip: string) => api.send('POST', `/api/users/${route}`, { body, ip });

  it('limits logins per account, across addresses, until the window passes', async () => {
    const email = uniqueEmail();
    const attempt = (ip: string) => post('login', { email, password: STRONG_PASSWORD }, ip);
    const firstAttemptAt = Date.now();
    expect((await errorOf(await attempt('10.0.0.1'))).status).toBe(401);
    expect((await errorOf(await attempt('10.0.0.2'))).status).toBe(401);
    const refused = await attempt('10.0.0.3');
    expectRetryAfterWindow(refused, firstAttemptAt);
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

  it('answers reset requests over the account limit as any other, for unknown e-mails too', async () => {
    const email = uniqueEmail('unknown');
    const sent = await readMessage(await post('forgot-password', { email }, '10.0.3.1'));
    expect(await readMessage(await post('forgot-password', { email }, '10.0.3.2'))).toBe(sent);
    const over = await post('forgot-password', { email }, '10.0.3.3');
    expect(over.headers.get('retry-after')).toBeNull();
    expect(await readMessage(over)).toBe(sent);
  });

  it('still limits reset requests per address', async () => {
    for (let i = 0; i < 4; i += 1) await readMessage(await post('forgot-password', { email: uniqueEmail() }, '10.0.3.9'));
    expect(await errorOf(await post('forgot-password', { email: uniqueEmail() }, '10.0.3.9'))).toEqual(TOO_MANY);
  });

  it('limits reset attempts per address and per link', async () => {
    const body = { token: 'y'.repeat(43), newPassword: 'Brand-new#0' };
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
    const firstAttemptAt = Date.now();
    expect((await upload(user.token, '10.0.5.1')).status).toBe(200);
    expect((await upload(user.token, '10.0.5.1')).status).toBe(200);
    const refused = await upload(user.token, '10.0.5.2');
    expectRetryAfterWindow(refused, firstAttemptAt);
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
    api.send('PUT', '/api/users/update-password', { body: { currentPassword, newPassword: 'Brand-new#1' }, token, ip });

  it('counts wrong current passwords with the logins of the account, until the window passes', async () => {
    // Signing up logs in once: one of the three.
    const firstAttemptAt = Date.now();
    const user = await signedUpUser(api);
    expect((await errorOf(await change(user.token, 'wrong-guess-1'))).status).toBe(400);
    expect((await errorOf(await change(user.token, 'wrong-guess-2', '10.0.6.2'))).status).toBe(400);
    const refused = await change(user.token, STRONG_PASSWORD, '10.0.6.3');
    expectRetryAfterWindow(refused, firstAttemptAt);
    expect(await errorOf(refused)).toEqual(TOO_MANY);
    // The sign-in form is closed to this account too: both doors count the same guesses.
    expect(await errorOf(await api.send('POST', '/api/users/login', { body: { email: user.email, password: STRONG_PASSWORD } }))).toEqual(TOO_MANY);
    api.advance(WINDOW_MS);
    expect((await change(user.token, STRONG_PASSWORD)).status).toBe(200);
    expect(await login(api, user.email, 'Brand-new#1')).toBeTruthy();
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

/** The browser's device cookie from a successful sign-in, as the browser would send it back. */
function deviceCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('manara_device='));
  if (!cookie) throw new Error('The sign-in set no device cookie');
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Strict/);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; Path=\/api\/users/);
  return cookie.split(';')[0] ?? '';
}

describe.each(testDrivers())('strangers never lock the owner out on $name', (driver) => {
  const api = useAccountsApi(driver, {
    rateLimits: { ...ROOMY_RATE_LIMITS, login: limits(3, 3), forgotPassword: limits(1000, 2), loginPerDevice: { limit: 3, windowMs: WINDOW_MS } },
  });
  const signIn = (email: string, password: string, ip: string, cookie?: string) =>
    api.send('POST', '/api/users/login', { body: { email, password }, ip, ...(cookie ? { headers: { Cookie: cookie } } : {}) });

  it('lets a browser that signed in before keep signing in while strangers are throttled', async () => {
    // Signing up signs in once, from a browser that keeps no cookie: one try of the account's three.
    const owner = await signedUpUser(api);
    const home = await signIn(owner.email, STRONG_PASSWORD, '10.0.8.1');
    expect(home.status).toBe(200);
    const cookie = deviceCookie(home);

    // Strangers, from many addresses and from the owner's own network, try passwords.
    expect((await errorOf(await signIn(owner.email, 'wrong-guess-1', '10.0.8.10'))).status).toBe(401);
    for (const ip of ['10.0.8.11', '10.0.8.12', '10.0.8.1', '10.0.8.1']) expect(await errorOf(await signIn(owner.email, 'wrong-guess', ip))).toEqual(TOO_MANY);
    // A new browser, even the owner's with the right password, waits: the account is locked for unknown devices.
    expect(await errorOf(await signIn(owner.email, STRONG_PASSWORD, '10.0.8.13'))).toEqual(TOO_MANY);
    // So does a stranger with a device cookie of their own account, or a forged one.
    const stranger = await signedUpUser(api);
    const strangers = deviceCookie(await signIn(stranger.email, STRONG_PASSWORD, '10.0.8.14'));
    expect(await errorOf(await signIn(owner.email, STRONG_PASSWORD, '10.0.8.14', strangers))).toEqual(TOO_MANY);
    const forged = `${cookie.slice(0, cookie.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    expect(await errorOf(await signIn(owner.email, STRONG_PASSWORD, '10.0.8.14', forged))).toEqual(TOO_MANY);

    // The owner's browser signs in, on the busy network and anywhere else.
    expect((await signIn(owner.email, STRONG_PASSWORD, '10.0.8.1', cookie)).status).toBe(200);
    expect((await signIn(owner.email, STRONG_PASSWORD, '10.0.8.99', cookie)).status).toBe(200);
    // Its own tries are counted against it alone.
    expect((await errorOf(await signIn(owner.email, 'wrong-guess', '10.0.8.99', cookie))).status).toBe(401);
    expect(await errorOf(await signIn(owner.email, STRONG_PASSWORD, '10.0.8.99', cookie))).toEqual(TOO_MANY);

    api.advance(WINDOW_MS);
    // A device's failures never lock the account for anyone else.
    for (let i = 0; i < 3; i += 1) expect((await errorOf(await signIn(owner.email, `wrong-${i}`, '10.0.8.99', cookie))).status).toBe(401);
    expect((await signIn(owner.email, STRONG_PASSWORD, '10.0.8.50')).status).toBe(200);
  });

  it('answers a reset request over the account limit as any other, sends no more mail, and the last link sent works', async () => {
    const owner = await signedUpUser(api);
    const resetMails = () => api.outbox.filter((mail) => mail.to === owner.email && mail.kind === 'reset_password').length;
    const request = (ip: string) => api.send('POST', '/api/users/forgot-password', { body: { email: owner.email }, ip });

    const accepted = await request('10.0.9.1');
    const answer = { status: accepted.status, body: await accepted.text() };
    expect(answer.status).toBe(200);
    await request('10.0.9.2');
    expect(resetMails()).toBe(2);
    // Strangers go on asking; then, near the end of the window, the owner asks too.
    for (const ip of ['10.0.9.3', '10.0.9.4']) {
      const over = await request(ip);
      expect({ status: over.status, body: await over.text() }).toEqual(answer);
    }
    api.advance(WINDOW_MS - 60_000);
    const owners = await request('10.0.9.5');
    expect({ status: owners.status, body: await owners.text() }).toEqual(answer);
    expect(resetMails()).toBe(2);

    // The newest link in the owner's inbox still works: the window is no longer than a link lives.
    const token = tokenFromOutbox(api, owner.email, 'reset_password');
    await readMessage(await api.send('POST', '/api/users/reset-password', { body: { token, newPassword: 'Brand-new#2' }, ip: '10.0.9.5' }));
    expect(await login(api, owner.email, 'Brand-new#2')).toBeTruthy();

    api.advance(60_000);
    await readMessage(await request('10.0.9.5'));
    expect(resetMails()).toBe(3);
  });

  it('trusts the browser that reset the password, for sign-ins and password changes, while the account is locked', async () => {
    const owner = await signedUpUser(api);
    for (const ip of ['10.0.10.1', '10.0.10.2']) expect((await errorOf(await signIn(owner.email, 'wrong-guess', ip))).status).toBe(401);
    expect(await errorOf(await signIn(owner.email, STRONG_PASSWORD, '10.0.10.3'))).toEqual(TOO_MANY);

    await readMessage(await api.send('POST', '/api/users/forgot-password', { body: { email: owner.email }, ip: '10.0.10.4' }));
    const token = tokenFromOutbox(api, owner.email, 'reset_password');
    const reset = await api.send('POST', '/api/users/reset-password', { body: { token, newPassword: 'Brand-new#3' }, ip: '10.0.10.4' });
    const cookie = deviceCookie(reset.clone());
    await readMessage(reset);

    const signedIn = await signIn(owner.email, 'Brand-new#3', '10.0.10.4', cookie);
    expect(signedIn.status).toBe(200);
    const session = v.parse(LoginResponseSchema, await signedIn.json()).data.token;
    expect(await errorOf(await signIn(owner.email, 'Brand-new#3', '10.0.10.5'))).toEqual(TOO_MANY);
    const change = (headers: Record<string, string>) =>
      api.send('PUT', '/api/users/update-password', { body: { currentPassword: 'Brand-new#3', newPassword: 'Brand-new#4' }, token: session, ip: '10.0.10.4', headers });
    expect(await errorOf(await change({}))).toEqual(TOO_MANY);
    expect((await change({ Cookie: cookie })).status).toBe(200);
  });

  it('keeps the account limit on reset mails no longer than a reset link lives', () => {
    expect(DEFAULT_RATE_LIMITS.forgotPassword.perAccount.windowMs).toBeLessThanOrEqual(TOKEN_LIFETIME_MS.reset_password);
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
