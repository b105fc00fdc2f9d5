import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { EXPIRED_TOKEN_RETENTION_MS, TOKEN_LIFETIME_MS, startTokenSweep, sweepExpiredTokens } from '../src/users/one-time-tokens';
import { userTokens, users } from '../src/db/schema';
import { errorOf, readMessage, registration, useAccountsApi, type AccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';

const MINUTE_MS = 60 * 1000;

async function registered(api: AccountsApi) {
  const body = registration();
  await readMessage(await api.send('POST', '/api/users/register', { body }));
  const email = body.email.toLowerCase();
  const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not registered`);
  return { ...body, email, id: user.id };
}

const tokensOf = async (api: AccountsApi, userId: string) =>
  api.db.select({ id: userTokens.id, expiresAt: userTokens.expiresAt }).from(userTokens).where(eq(userTokens.userId, userId));

/** An unverified user logging in with the right password is sent a fresh verification link. */
const askForNewLink = async (api: AccountsApi, user: { email: string; password: string }) =>
  expect((await errorOf(await api.send('POST', '/api/users/login', { body: { email: user.email, password: user.password } }))).status).toBe(403);

describe.each(testDrivers())('expired one-time links on $name', (driver) => {
  const api = useAccountsApi(driver);

  it("deletes a user's long-expired links when a new one is sent, and only theirs", async () => {
    const [user, other] = [await registered(api), await registered(api)];
    const [first] = await tokensOf(api, user.id);
    api.advance(TOKEN_LIFETIME_MS.verify_email + EXPIRED_TOKEN_RETENTION_MS + MINUTE_MS);
    await askForNewLink(api, user);

    const left = await tokensOf(api, user.id);
    expect(left).toHaveLength(1);
    expect(left[0]?.id).not.toBe(first?.id);
    expect(await tokensOf(api, other.id)).toHaveLength(1);
  });

  it('keeps a recently expired link, so opening it still says it expired', async () => {
    const user = await registered(api);
    const link = api.outbox.findLast((mail) => mail.to === user.email)?.link ?? '';
    api.advance(TOKEN_LIFETIME_MS.verify_email + MINUTE_MS);
    await askForNewLink(api, user);
    expect(await tokensOf(api, user.id)).toHaveLength(2);
    const opened = await api.send('GET', `/api/users/verify-email?${new URL(link).searchParams.toString()}`);
    expect((await errorOf(opened)).message).toBe('Verification failed: this link has expired. Log in to get a new one by email.');
  });

  it('sweeps every link that expired more than the retention ago', async () => {
    const [stale, fresh] = [await registered(api), await registered(api)];
    const [staleToken] = await tokensOf(api, stale.id);
    const [freshToken] = await tokensOf(api, fresh.id);
    if (!staleToken || !freshToken) throw new Error('no tokens');
    await api.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - EXPIRED_TOKEN_RETENTION_MS - MINUTE_MS) })
      .where(eq(userTokens.id, staleToken.id));

    expect(await sweepExpiredTokens(api.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await api.db.select({ id: userTokens.id }).from(userTokens).where(inArray(userTokens.id, [staleToken.id, freshToken.id]));
    expect(left).toEqual([{ id: freshToken.id }]);
  });

  it('sweeps in the background, on a timer, until stopped', async () => {
    const user = await registered(api);
    const longAgo = new Date(Date.now() - EXPIRED_TOKEN_RETENTION_MS - MINUTE_MS);
    const onError = vi.fn();
    // Called once as each sweep starts; a sweep does not start while the one before is running.
    const now = vi.fn(() => new Date());
    const sweep = startTokenSweep(api.db, { intervalMs: 20, now, onError });
    try {
      await vi.waitFor(() => expect(now.mock.calls.length).toBeGreaterThanOrEqual(2));
      // Expired only after the first sweep finished: the timer's sweeps must find it.
      await api.db.update(userTokens).set({ expiresAt: longAgo }).where(eq(userTokens.userId, user.id));
      await vi.waitFor(async () => expect(await tokensOf(api, user.id)).toEqual([]), { timeout: 5000 });
    } finally {
      await sweep.stop();
    }
    const sweeps = now.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(now).toHaveBeenCalledTimes(sweeps);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
