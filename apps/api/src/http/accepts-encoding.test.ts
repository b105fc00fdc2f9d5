import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './compression';

describe('acceptsEncoding', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['identity', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['br, *;q=0', false],
    ['', false],
    [undefined, false],
  ])('reads %j as %s for gzip', (header, expected) => {
    expect(acceptsEncoding(header, 'gzip')).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip', false],
    ['br;q=0, gzip', false],
    ['*', true],
  ])('reads %j as %s for Brotli', (header, expected) => {
    expect(acceptsEncoding(header, 'br')).toBe(expected);
  });
});
