import { createHash } from 'node:crypto';

/**
 * The public catalogue in memory (decision 051): pages of the listing and of search, and the course pages a
 * visitor reads. Every change to courses, lessons or instructors empties it: at once on the instance that
 * made it (an admin write), and on every other instance when the database's `catalogue_changed`
 * notification arrives. An entry also expires after `maxAgeMs`, so a notification lost with a dropped
 * connection leaves an answer stale for a minute at most.
 */
export interface CatalogueCache {
  /** The entry for `key`, loading it once however many ask at the same time. */
  get<T>(key: string, load: () => Promise<T>): Promise<CachedEntry<T>>;
  /** Forgets everything, and any load under way when it is called. */
  invalidate(): void;
}

export interface CachedEntry<T> {
  value: T;
  /** Computed once for the entry, e.g. a visitor's JSON and its ETag. */
  derive<D>(name: string, make: (value: T) => D): D;
}

/** The channel the database's triggers notify (migration 0012). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

interface Stored {
  entry: CachedEntry<unknown>;
  at: number;
}

export function catalogueCache({ maxEntries = 1000, maxAgeMs = 60_000, now = Date.now }: { maxEntries?: number; maxAgeMs?: number; now?: () => number } = {}): CatalogueCache {
  let entries = new Map<string, Stored>();
  let loading = new Map<string, Promise<CachedEntry<unknown>>>();

  const makeEntry = <T>(value: T): CachedEntry<T> => {
    const derived = new Map<string, unknown>();
    return {
      value,
      derive<D>(name: string, make: (value: T) => D) {
        if (!derived.has(name)) derived.set(name, make(value));
        return derived.get(name) as D;
      },
    };
  };

  return {
    get<T>(key: string, load: () => Promise<T>) {
      const stored = entries.get(key);
      if (stored && now() - stored.at < maxAgeMs) return Promise.resolve(stored.entry as CachedEntry<T>);
      const pending = loading.get(key);
      if (pending) return pending as Promise<CachedEntry<T>>;
      const target = { entries, loading };
      const promise = load().then(
        (value) => {
          const entry = makeEntry(value);
          // Emptied while loading: what was loaded may already be old, so it answers this caller only.
          if (target.entries === entries) {
            // The oldest entry goes first when it is full.
            entries.delete(key);
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
            entries.set(key, { entry: entry as CachedEntry<unknown>, at: now() });
          }
          target.loading.delete(key);
          return entry;
        },
        (error: unknown) => {
          target.loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise as Promise<CachedEntry<unknown>>);
      return promise;
    },
    invalidate() {
      entries = new Map();
      loading = new Map();
    },
  };
}

/** No memory: every read goes to the database. What the app uses unless it is given a cache. */
export const uncachedCatalogue: CatalogueCache = {
  async get(_key, load) {
    const value = await load();
    const cached: CachedEntry<typeof value> = { value, derive: (_name, make) => make(value) };
    return cached;
  },
  invalidate() {},
};

/** A body's strong ETag: the same bytes give the same tag on every instance. */
export const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
