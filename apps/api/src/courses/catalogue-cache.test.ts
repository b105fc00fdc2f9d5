import { describe, expect, it } from 'vitest';
import { catalogueCache, etagOf } from './catalogue-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
};

describe('the catalogue cache', () => {
  it('loads a key once however many ask at the same time, then answers from memory', async () => {
    const cache = catalogueCache();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a.value, b.value, (await cache.get('k', load)).value, loads]).toEqual([1, 1, 1, 1]);
  });

  it('forgets everything when invalidated, and does not keep what was loading then', async () => {
    const cache = catalogueCache();
    const slow = deferred<string>();
    const pending = cache.get('k', () => slow.promise);
    cache.invalidate();
    slow.resolve('old');
    expect((await pending).value).toBe('old');
    expect((await cache.get('k', async () => 'new')).value).toBe('new');
  });

  it('reloads an entry older than its age limit, and drops the oldest key when full', async () => {
    let time = 0;
    const cache = catalogueCache({ maxAgeMs: 1000, maxEntries: 2, now: () => time });
    await cache.get('a', async () => 'a1');
    time = 999;
    expect((await cache.get('a', async () => 'a2')).value).toBe('a1');
    time = 1000;
    expect((await cache.get('a', async () => 'a3')).value).toBe('a3');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect((await cache.get('a', async () => 'a4')).value).toBe('a4');
    expect((await cache.get('c', async () => 'c2')).value).toBe('c1');
  });

  it('makes a derived value once per entry', async () => {
    const cache = catalogueCache();
    let made = 0;
    const entry = await cache.get('k', async () => 2);
    const twice = () => entry.derive('double', (value) => (made++, value * 2));
    expect([twice(), twice(), made]).toEqual([4, 4, 1]);
  });

  it('holds pages to a weight in bytes, the oldest going first, skips one too heavy alone, and forgets them when invalidated', async () => {
    // A page weighs two bytes a character, and a quarter more for its compressed copies.
    const cache = catalogueCache({ maxPageBytes: 45 });
    let draws = 0;
    const page = async (key: string, html: string) => (await cache.page(key, async () => (draws++, html))).value;
    await page('a', 'x'.repeat(10));
    await page('b', 'y'.repeat(10));
    expect([await page('a', 'new'), draws]).toEqual(['x'.repeat(10), 2]);
    await page('c', 'z'.repeat(10));
    expect(await page('a', 'a again')).toBe('a again');
    expect(await page('c', 'new')).toBe('z'.repeat(10));
    expect(await page('huge', 'h'.repeat(21))).toBe('h'.repeat(21));
    expect(await page('huge', 'drawn again')).toBe('drawn again');
    cache.invalidate();
    expect(await page('c', 'after')).toBe('after');
  });

  it('tags the same bytes alike and other bytes otherwise', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });
});
