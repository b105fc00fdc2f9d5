import { LoginResponseSchema } from '@manara/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, inject, it } from 'vitest';
import { createApp } from '../src/app';
import { ACCOUNT_TABLES, ACCOUNTS_CHANNEL, accountsCache } from '../src/auth/accounts-cache';
import { users } from '../src/db/schema';
import { seedDemoAccountsIfEmpty } from '../src/seed/accounts';
import { onTwoConnections } from './support/drivers';

/*
 * Signed-in readers' accounts are kept in memory (decision 099). A change made through another instance reaches
 * this one's memory from the database's notification; one made through this instance's own connection empties
 * it before the write runs (the rest of the API suite runs with accounts in memory, so every test of blocking,
 * signing out everywhere and subscribing checks that).
 */

const postgresUrl = inject('postgresUrl');

describe.runIf(postgresUrl)('accounts in memory on two instances of one PostgreSQL', () => {
  it('a sign-out everywhere, written through one instance, ends the session on the other', async () => {
    await onTwoConnections(postgresUrl ?? '', async (one, two) => {
      await seedDemoAccountsIfEmpty(one.db);
      const instances = await Promise.all(
        [one, two].map(async (connection) => {
          const accounts = accountsCache();
          const stopWatching = connection.watchWrites(ACCOUNT_TABLES, () => accounts.forget());
          const stopListening = await connection.listen(ACCOUNTS_CHANNEL, () => accounts.forget());
          return { app: createApp({ db: connection.db, accounts }), stop: async () => (stopWatching(), await stopListening()) };
        }),
      );
      try {
        const [, { app: second }] = instances as [(typeof instances)[number], (typeof instances)[number]];
        const login = await second.request('/api/users/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'learner@manara.local', password: 'Manara#Learn1' }),
        });
        const { token } = v.parse(LoginResponseSchema, await login.json()).data;
        const profile = async () => (await second.request('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } })).status;
        // Read twice: the second comes from memory.
        expect([await profile(), await profile()]).toEqual([200, 200]);

        // Written through the first instance's connection, as its own routes would.
        await one.db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.email, 'learner@manara.local'));
        await expect.poll(profile, { timeout: 5000 }).toBe(401);
      } finally {
        for (const { stop } of instances) await stop();
      }
    });
  });
});
