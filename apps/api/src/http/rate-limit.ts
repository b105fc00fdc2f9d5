import { createHash } from 'node:crypto';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { rateLimitHits } from '../db/schema';

export interface RateLimit {
  /** Attempts allowed inside one window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Counts attempts per key for one limit; `bucket` names the limit, so stores can keep several apart. */
export interface RateLimiter {
  hit(key: string): Promise<RateDecision>;
}

/**
 * Where the counts live. In this process (`memoryRateLimits`) when one process serves the API (PGlite), in
 * the database (`databaseRateLimits`) when several share one PostgreSQL, so a limit holds across all of them.
 */
export type RateLimitStore = (bucket: string, limit: RateLimit, now: () => Date) => RateLimiter;

/** Past this many keys, a hit first drops every key whose window has passed: memory stays bounded by traffic. */
const SWEEP_AT_KEYS = 10_000;

/**
 * A sliding-window counter in memory: an attempt is allowed when fewer than `limit`
 * attempts with the same key happened in the last `windowMs`. Refused attempts are
 * not counted, so waiting always helps. State lives in this process only.
 */
export function slidingWindow({ limit, windowMs }: RateLimit, now: () => Date) {
  const hits = new Map<string, number[]>();

  const recent = (key: string, at: number) => (hits.get(key) ?? []).filter((time) => time > at - windowMs);

  function sweep(at: number) {
    for (const [key, times] of hits) {
      const kept = times.filter((time) => time > at - windowMs);
      if (kept.length === 0) hits.delete(key);
      else hits.set(key, kept);
    }
  }

  return {
    hit(key: string): RateDecision {
      const at = now().getTime();
      if (hits.size >= SWEEP_AT_KEYS) sweep(at);
      const times = recent(key, at);
      const oldest = times[0];
      if (times.length >= limit && oldest !== undefined) {
        hits.set(key, times);
        return { allowed: false, retryAfterMs: oldest + windowMs - at };
      }
      times.push(at);
      hits.set(key, times);
      return { allowed: true };
    },
    get size() {
      return hits.size;
    },
  };
}

export const memoryRateLimits: RateLimitStore = (_bucket, limit, now) => {
  const window = slidingWindow(limit, now);
  return { hit: (key) => Promise.resolve(window.hit(key)) };
};

/** Keys are addresses and e-mails: only their hash is stored. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * The same sliding window, kept in `rate_limit_hits`: each allowed attempt is a row that counts until
 * it expires. One key's attempts are taken one at a time (a transaction-scoped advisory lock), so two
 * processes cannot both take the last attempt left.
 */
export function databaseRateLimits(db: Database): RateLimitStore {
  return (bucket, { limit, windowMs }, now) => ({
    hit: (key) => {
      const keyHash = hashKey(key);
      const at = now();
      const sameKey = and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.keyHash, keyHash));
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${bucket}:${keyHash}`}, 0))`);
        const live = await tx
          .select({ expiresAt: rateLimitHits.expiresAt })
          .from(rateLimitHits)
          .where(and(sameKey, gt(rateLimitHits.expiresAt, at)))
          .orderBy(asc(rateLimitHits.expiresAt))
          .limit(limit);
        const soonest = live[0];
        if (live.length >= limit && soonest !== undefined) return { allowed: false, retryAfterMs: soonest.expiresAt.getTime() - at.getTime() };
        await tx.insert(rateLimitHits).values({ bucket, keyHash, expiresAt: new Date(at.getTime() + windowMs) });
        return { allowed: true };
      });
    },
  });
}

/** Deletes the hits that no longer count; returns how many. */
export async function sweepExpiredHits(db: Pick<Database, 'delete'>, now: Date): Promise<number> {
  const deleted = await db.delete(rateLimitHits).where(lte(rateLimitHits.expiresAt, now)).returning({ id: rateLimitHits.id });
  return deleted.length;
}
