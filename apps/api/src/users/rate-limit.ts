export interface RateLimit {
  /** Attempts allowed inside one window. */
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

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
