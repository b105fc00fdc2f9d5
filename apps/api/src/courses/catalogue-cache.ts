import { createHash } from 'node:crypto';

/**
 * The public catalogue in memory (decision 051): pages of the listing and of search, and the course pages a
 * visitor reads, and the site's pages drawn from them (decision 058). Every change to courses, lessons or
 * instructors empties it: at once on the instance that made it (an admin write), and on every other instance
 * when the database's `catalogue_changed` notification arrives. An entry also expires after `maxAgeMs`, so a
 * notification lost with a dropped connection leaves an answer stale for a minute at most.
 */
export interface CatalogueCache {
  /** The entry for `key`, loading it once however many ask at the same time. */
  get<T>(key: string, load: () => Promise<T>): Promise<CachedEntry<T>>;
  /**
   * A page of the site drawn from the catalogue alone, drawn once however many ask at the same time. Pages
   * weigh more than answers, so they are held to `maxPageBytes` in all rather than to a number.
   */
  page(key: string, draw: () => Promise<string>): Promise<CachedEntry<string>>;
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

/**
 * Values by key, each loaded once however many ask at the same time, kept until `maxAgeMs` has passed or
 * `fits` says the store is full (the oldest go first), and forgotten, with any load under way, by `clear`.
 */
function store<V>({ maxAgeMs, now, weigh, fits }: { maxAgeMs: number; now: () => number; weigh: (value: V) => number; fits: (count: number, weight: number) => boolean }) {
  let entries = new Map<string, { value: V; at: number; weight: number }>();
  let loading = new Map<string, Promise<V>>();
  let weight = 0;
  const drop = (key: string) => {
    weight -= entries.get(key)?.weight ?? 0;
    entries.delete(key);
  };
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const stored = entries.get(key);
      if (stored && now() - stored.at < maxAgeMs) return Promise.resolve(stored.value);
      const pending = loading.get(key);
      if (pending) return pending;
      const target = { entries, loading };
      const promise = load().then(
        (value) => {
          // Emptied while loading: what was loaded may already be old, so it answers this caller only.
          if (target.entries === entries) {
            drop(key);
            const added = weigh(value);
            while (entries.size > 0 && !fits(entries.size + 1, weight + added)) drop(entries.keys().next().value as string);
            if (fits(1, added)) {
              entries.set(key, { value, at: now(), weight: added });
              weight += added;
            }
          }
          target.loading.delete(key);
          return value;
        },
        (error: unknown) => {
          target.loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    clear() {
      entries = new Map();
      loading = new Map();
      weight = 0;
    },
  };
}

export function catalogueCache({
  maxEntries = 1000,
  maxPageBytes = 32 * 1024 * 1024,
  maxAgeMs = 60_000,
  now = Date.now,
}: { maxEntries?: number; maxPageBytes?: number; maxAgeMs?: number; now?: () => number } = {}): CatalogueCache {
  const answers = store<CachedEntry<unknown>>({ maxAgeMs, now, weigh: () => 0, fits: (count) => count <= maxEntries });
  // A page's weight: its text, two bytes a character, and room for its compressed copies (a tenth of it or less each).
  const pages = store<CachedEntry<string>>({ maxAgeMs, now, weigh: ({ value }) => value.length * 2.25, fits: (_count, bytes) => bytes <= maxPageBytes });

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
      return answers.get(key, async () => makeEntry(await load())) as Promise<CachedEntry<T>>;
    },
    page: (key, draw) => pages.get(key, async () => makeEntry(await draw())),
    invalidate() {
      answers.clear();
      pages.clear();
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
  async page(key, draw) {
    return uncachedCatalogue.get(key, draw);
  },
  invalidate() {},
};

/** A body's strong ETag: the same bytes give the same tag on every instance. */
export const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
