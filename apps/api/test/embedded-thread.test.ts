import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseConnection } from '../src/db/connection';
import { isUniqueViolation } from '../src/db/errors';

/*
 * The embedded database works on a thread of its own (decision 098): while it runs a long query, the server's
 * thread goes on answering. Everything else is as PGlite in the server's thread was: errors keep PostgreSQL's
 * fields, transactions commit or roll back whole, notifications arrive.
 */

/** The rows of a raw query (drizzle types a raw query's answer by driver). */
const rowsOf = async <T>(query: PromiseLike<unknown>) => ((await query) as { rows: T[] }).rows;

describe('the embedded database on its own thread', () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await openPglite();
    await connection.db.execute(sql`create table things (id int primary key, name text not null)`);
  });
  afterAll(() => connection.close());

  it("leaves the server's thread free while it works: a timer fires on time in the middle of a long query", async () => {
    let timerFiredAt = Number.POSITIVE_INFINITY;
    const started = performance.now();
    const working = connection.db.execute(sql`select count(*) from generate_series(1, 6000000)`);
    setTimeout(() => (timerFiredAt = performance.now()), 10);
    await working;
    const finishedAt = performance.now();
    // The query is long enough to tell: on the server's thread, the timer would wait for its end.
    expect(finishedAt - started).toBeGreaterThan(300);
    expect(timerFiredAt).toBeLessThan(finishedAt - 200);
  });

  it("keeps PostgreSQL's error fields, so a unique violation is known as one", async () => {
    await connection.db.execute(sql`insert into things values (1, 'first')`);
    const error = await connection.db.execute(sql`insert into things values (1, 'again')`).catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction whole, rolls back a failed one whole, and keeps dates as PostgreSQL writes them', async () => {
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (2, 'second')`);
      await tx.execute(sql`insert into things values (3, 'third')`);
    });
    await expect(
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (4, 'fourth')`);
        await tx.execute(sql`insert into things values (2, 'second again')`);
      }),
    ).rejects.toThrow();
    const rows = await rowsOf<{ id: number }>(connection.db.execute(sql`select id from things order by id`));
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
    const [dated] = await rowsOf<{ at: unknown }>(connection.db.execute(sql`select timestamptz '2026-01-02 03:04:05+00' as at`));
    expect(dated?.at).toBe('2026-01-02 03:04:05+00');
  });

  it('holds other queries back until an open transaction ends, as one connection does', async () => {
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (5, 'fifth')`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = rowsOf<{ count: string }>(connection.db.execute(sql`select count(*)::text as count from things where id = 5`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseTransaction();
    await transaction;
    expect((await outside)[0]?.count).toBe('1');
  });

  it('tells a listener of each notification', async () => {
    const payloads: string[] = [];
    const stop = await connection.listen('things_changed', () => payloads.push('changed'));
    await connection.db.execute(sql`select pg_notify('things_changed', 'x')`);
    await expect.poll(() => payloads).toEqual(['changed']);
    await stop();
    await connection.db.execute(sql`select pg_notify('things_changed', 'y')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(payloads).toEqual(['changed']);
  });
});
