import { UserResponseSchema, isEgyptianMobile } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/users/passwords';
import { payments, subscriptions } from '../src/db/schema';
import { buildUsers, insertPurchase, insertUsers } from '../src/seed/factories';
import { login, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { PAID_COURSE, freeCourse, seededCourse } from './support/payments';
import { expectSuccess } from './support/responses';

const NOW = new Date('2026-11-01T10:00:00Z');
const PASSWORD = 'Factory#Pass1';

describe('deterministic users', () => {
  it('gives the same people for the same seed, and others for another', () => {
    expect(buildUsers(20, { seed: 7, now: NOW })).toEqual(buildUsers(20, { seed: 7, now: NOW }));
    expect(buildUsers(20, { seed: 8, now: NOW })).not.toEqual(buildUsers(20, { seed: 7, now: NOW }));
  });

  it('makes people the sign-up rules would take, who joined before now, oldest first', () => {
    const people = buildUsers(50, { seed: 3, now: NOW, days: 90 });
    expect(new Set(people.map((person) => person.email)).size).toBe(50);
    expect(people.filter((person) => !isEgyptianMobile(person.phoneNumber)).map((person) => person.phoneNumber)).toEqual([]);
    const times = people.map((person) => person.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 90 * 24 * 60 * 60 * 1000);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
  });
});

describe.each(testDrivers())('a history written by the factories on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true });

  it('writes users who can sign in, and purchases the API then reports', async () => {
    const [buyer, other] = await insertUsers(api.db, buildUsers(2, { seed: 11, now: NOW }), { passwordHash: await hashPassword(PASSWORD), now: NOW });
    if (!buyer || !other) throw new Error('Two users were inserted');
    const paid = await seededCourse(api, PAID_COURSE);
    const free = await freeCourse(api);
    const purchase = await insertPurchase(api.db, { userId: buyer.id, courseId: paid.id, amountPiasters: 120_000, at: NOW });
    await insertPurchase(api.db, { userId: buyer.id, courseId: free.id, amountPiasters: 0, at: NOW });

    expect(await api.db.select({ status: payments.status, paidAt: payments.paidAt }).from(payments).where(eq(payments.userId, buyer.id))).toEqual([
      { status: 'paid', paidAt: NOW },
    ]);
    expect(await api.db.select({ paymentId: subscriptions.paymentId }).from(subscriptions).where(eq(subscriptions.userId, buyer.id))).toHaveLength(2);
    expect(purchase.paymentId).toEqual(expect.any(String));

    const token = await login(api, buyer.email, PASSWORD);
    const { data } = await expectSuccess(await api.send('GET', '/api/users/profile', { token }), UserResponseSchema);
    expect([...data.user.courses].sort()).toEqual([paid.id, free.id].sort());
    // The other user bought nothing.
    const otherToken = await login(api, other.email, PASSWORD);
    expect((await expectSuccess(await api.send('GET', '/api/users/profile', { token: otherToken }), UserResponseSchema)).data.user.courses).toEqual([]);
  });

  it('reported nothing unexpected', () => {
    expect(api.unexpectedErrors).toEqual([]);
  });
});
