import { describe, expect, it } from 'vitest';
import vendored from '../../data/common-passwords-10k.txt?raw';
import reachable from './common-passwords.json';

const list = vendored.split('\n').filter(Boolean);

describe('the common passwords', () => {
  it('vendors 10,000 different passwords', () => {
    expect(list).toHaveLength(10_000);
    expect(new Set(list).size).toBe(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('keeps every entry a strong password can fold to (else run scripts/common-passwords.mjs)', () => {
    const expected = [...new Set(list.map((entry) => entry.toLowerCase()))].filter(
      (entry) => /^[a-z0-9]+$/.test(entry) && /[a-z]/.test(entry) && /\d/.test(entry),
    );
    expect(reachable).toEqual(expected);
  });
});
