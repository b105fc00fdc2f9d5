import { describe, expect, it } from 'vitest';
import { slidingWindow } from './rate-limit';

function clock(start = 0) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe('slidingWindow', () => {
  it('allows `limit` attempts per key in a window, then refuses with the wait', () => {
    const time = clock(1_000_000);
    const window = slidingWindow({ limit: 2, windowMs: 60_000 }, time.now);
    expect(window.hit('a')).toEqual({ allowed: true });
    time.advance(10_000);
    expect(window.hit('a')).toEqual({ allowed: true });
    expect(window.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(window.hit('b')).toEqual({ allowed: true });
  });

  it('slides: the oldest attempt leaving the window frees one place', () => {
    const time = clock();
    const window = slidingWindow({ limit: 2, windowMs: 60_000 }, time.now);
    window.hit('a');
    time.advance(30_000);
    window.hit('a');
    time.advance(30_000);
    expect(window.hit('a').allowed).toBe(true);
    expect(window.hit('a').allowed).toBe(false);
  });

  it('does not count refused attempts', () => {
    const time = clock();
    const window = slidingWindow({ limit: 1, windowMs: 1000 }, time.now);
    window.hit('a');
    for (let i = 0; i < 5; i += 1) {
      time.advance(100);
      expect(window.hit('a').allowed).toBe(false);
    }
    time.advance(500);
    expect(window.hit('a').allowed).toBe(true);
  });

  it('forgets keys whose window has passed once it holds many', () => {
    const time = clock();
    const window = slidingWindow({ limit: 1, windowMs: 1000 }, time.now);
    for (let i = 0; i < 10_000; i += 1) window.hit(`key-${i}`);
    time.advance(2000);
    window.hit('fresh');
    expect(window.size).toBe(1);
  });
});
