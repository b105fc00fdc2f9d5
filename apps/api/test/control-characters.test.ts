import { CONTROL_CHARACTER_MESSAGE } from '@manara/api-client/schemas';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { registration, signedUpUser, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { expectError } from './support/responses';

const NUL = '\u0000';

describe.each(testDrivers({ alsoEmbedded: true }))('control characters in requests on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true });

  it.each([
    `/api/courses/search?searchTerm=a%00b`,
    `/api/courses/search?title=%00&page=1`,
    `/api/courses/search?title=a%07b`,
    `/api/courses?page=1%00`,
  ])('GET %s is a 400 that names the rule', async (path) => {
    const response = await api.send('GET', path);
    const { message } = await expectError(response, 400);
    expect([CONTROL_CHARACTER_MESSAGE, 'page must be a whole number from 1']).toContain(message);
  });

  it('refuses a NUL in a course id list', async () => {
    await expectError(await api.send('POST', '/api/courses/by-ids', { body: { ids: [`a${NUL}b`] } }), 400, CONTROL_CHARACTER_MESSAGE);
  });

  it('refuses a NUL in a new account before anything is stored', async () => {
    const body = registration({ firstName: `ab${NUL}cd` });
    await expectError(await api.send('POST', '/api/users/register', { body }), 400, CONTROL_CHARACTER_MESSAGE);
    const [stored] = await api.db.select({ n: count() }).from(users).where(eq(users.email, body.email));
    expect(stored?.n).toBe(0);
    expect(api.outbox).toEqual([]);
  });

  it.each([
    ['login', { email: `mona${NUL}@example.com`, password: 'secret1' }],
    ['login', { email: 'mona@example.com', password: `secret${NUL}1` }],
    ['forgot-password', { email: `mona@example.com${NUL}` }],
    ['reset-password', { token: `a${NUL}b`, newPassword: 'Brand-new#0' }],
  ])('refuses a NUL sent to %s', async (route, body) => {
    await expectError(await api.send('POST', `/api/users/${route}`, { body }), 400, CONTROL_CHARACTER_MESSAGE);
  });

  it('refuses a NUL in the profile, as JSON and as a form, and keeps the old names', async () => {
    const user = await signedUpUser(api);
    const json = await api.send('PATCH', '/api/users/profile', { token: user.token, body: { firstName: `ab${NUL}cd`, lastName: 'Probe' } });
    await expectError(json, 400, CONTROL_CHARACTER_MESSAGE);
    const form = new FormData();
    form.append('firstName', 'Mona');
    form.append('lastName', `Pro${NUL}be`);
    await expectError(await api.send('PATCH', '/api/users/profile', { token: user.token, form }), 400, CONTROL_CHARACTER_MESSAGE);
    const phone = await api.send('PATCH', '/api/users/profile', { token: user.token, body: { firstName: 'Mona', lastName: 'Adel', phoneNumber: `0101234567${NUL}` } });
    expect((await expectError(phone, 400)).message).toBeTruthy();
    const [stored] = await api.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.email, user.email));
    expect(stored).toEqual({ firstName: user.firstName, lastName: user.lastName });
  });

  it('refuses a NUL in the current password of a password change', async () => {
    const user = await signedUpUser(api);
    const response = await api.send('PUT', '/api/users/update-password', {
      token: user.token,
      body: { currentPassword: `x${NUL}`, newPassword: 'Brand-new#0' },
    });
    await expectError(response, 400, CONTROL_CHARACTER_MESSAGE);
  });

  it('refuses a NUL in the user asked about on subscription status', async () => {
    const user = await signedUpUser(api);
    const response = await api.send('GET', `/api/courses/00000000-0000-4000-8000-000000000001/subscription-status?userId=%00`, { token: user.token });
    await expectError(response, 400, CONTROL_CHARACTER_MESSAGE);
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
