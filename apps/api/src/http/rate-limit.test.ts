import { describe, expect, it } from 'vitest';
import { slidingWindow } from './rate-limit';

function clock(start = 0) {
  let at = start;
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

// How it counts is tested against every store in test/rate-limit-stores.test.ts.
describe('slidingWindow', () => {
  it('forgets keys whose window has passed once it holds many', () => {
    const time = clock();
    const window = slidingWindow({ limit: 1, windowMs: 1000 }, time.now);
    for (let i = 0; i < 10_000; i += 1) window.hit(`key-${i}`);
    time.advance(2000);
    window.hit('fresh');
    expect(window.size).toBe(1);
  });
});
