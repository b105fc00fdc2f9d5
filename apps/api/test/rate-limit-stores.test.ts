import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/connection';
import { rateLimitHits } from '../src/db/schema';
import { databaseRateLimits, memoryRateLimits, sweepExpiredHits, type RateLimitStore } from '../src/http/rate-limit';
import { testDrivers } from './support/drivers';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

interface StoreCase {
  name: string;
  store: () => RateLimitStore;
}

const connections: DatabaseConnection[] = [];
const databaseCases: Array<StoreCase & { connection: () => DatabaseConnection }> = testDrivers().map((driver, index) => ({
  name: `the database on ${driver.name}`,
  connection: () => connections[index] as DatabaseConnection,
  store: () => databaseRateLimits((connections[index] as DatabaseConnection).db),
}));

beforeAll(async () => {
  for (const driver of testDrivers()) {
    const connection = await driver.openEmpty();
    await connection.migrate();
    connections.push(connection);
  }
});
afterAll(async () => {
  for (const connection of connections) await connection.close();
});

// Each test takes its own bucket, so the stores' rows never meet.
let buckets = 0;
const bucket = () => `test.${(buckets += 1)}`;

describe.each<StoreCase>([{ name: 'memory', store: () => memoryRateLimits }, ...databaseCases])('rate limits kept in $name', ({ store }) => {
  it('allows `limit` attempts per key in a window, then refuses with the wait', async () => {
    const time = clock();
    const window = store()(bucket(), { limit: 2, windowMs: 60_000 }, time.now);
    expect(await window.hit('a')).toEqual({ allowed: true });
    time.advance(10_000);
    expect(await window.hit('a')).toEqual({ allowed: true });
    expect(await window.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(await window.hit('b')).toEqual({ allowed: true });
  });

  it('slides: the oldest attempt leaving the window frees one place', async () => {
    const time = clock();
    const window = store()(bucket(), { limit: 2, windowMs: 60_000 }, time.now);
    await window.hit('a');
    time.advance(30_000);
    await window.hit('a');
    time.advance(30_000);
    expect((await window.hit('a')).allowed).toBe(true);
    expect((await window.hit('a')).allowed).toBe(false);
  });

  it('does not count refused attempts', async () => {
    const time = clock();
    const window = store()(bucket(), { limit: 1, windowMs: 1000 }, time.now);
    await window.hit('a');
    for (let i = 0; i < 5; i += 1) {
      time.advance(100);
      expect((await window.hit('a')).allowed).toBe(false);
    }
    time.advance(500);
    expect((await window.hit('a')).allowed).toBe(true);
  });
});

describe.each(databaseCases)('rate limits kept in $name', ({ store, connection }) => {
  it('lets exactly `limit` of many attempts made at the same moment through', async () => {
    const window = store()(bucket(), { limit: 5, windowMs: 60_000 }, () => new Date());
    const decisions = await Promise.all(Array.from({ length: 20 }, () => window.hit('same key')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });

  it('keeps two limits of the same key apart, and stores no key as given', async () => {
    const time = clock();
    const [login, reset] = [store()(bucket(), { limit: 1, windowMs: 1000 }, time.now), store()(bucket(), { limit: 1, windowMs: 1000 }, time.now)];
    expect((await login.hit('salma@example.com')).allowed).toBe(true);
    expect((await reset.hit('salma@example.com')).allowed).toBe(true);
    const stored = JSON.stringify(await connection().db.select().from(rateLimitHits));
    expect(stored).not.toContain('salma');
  });

  it('sweeps the hits that no longer count, and only those', async () => {
    const time = clock(5_000_000);
    const name = bucket();
    const window = store()(name, { limit: 3, windowMs: 1000 }, time.now);
    await window.hit('a');
    time.advance(600);
    await window.hit('a');
    time.advance(600);
    // The first hit expired 200 ms ago; the second counts for 400 ms more.
    await sweepExpiredHits(connection().db, time.now());
    const left = (await connection().db.select().from(rateLimitHits)).filter((row) => row.bucket === name);
    expect(left.map((row) => row.expiresAt.getTime())).toEqual([time.now().getTime() + 400]);
  });
});
