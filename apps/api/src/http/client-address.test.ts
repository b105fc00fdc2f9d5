import { describe, expect, it } from 'vitest';
import { rateLimitClient } from './client-address';

describe('rateLimitClient', () => {
  it('keeps an IPv4 address whole', () => {
    expect(rateLimitClient('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClient('203.0.113.8')).toBe('203.0.113.8');
  });

  it.each([
    ['::ffff:203.0.113.7'],
    ['::FFFF:203.0.113.7'],
    ['::ffff:cb00:7107'],
    ['0:0:0:0:0:ffff:203.0.113.7'],
    ['[::ffff:203.0.113.7]'],
  ])('reads the IPv4-mapped %s as the IPv4 address', (address) => {
    expect(rateLimitClient(address)).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as one client, however it is written', () => {
    const network = '2001:db8:a:b::/64';
    for (const address of ['2001:db8:a:b::1', '2001:0db8:000a:000b:ffff:ffff:ffff:ffff', '2001:DB8:A:B:1:2:3:4', '[2001:db8:a:b::99]', 'fe80::1%eth0']) {
      expect(rateLimitClient(address), address).toBe(address.startsWith('fe80') ? 'fe80:0:0:0::/64' : network);
    }
    expect(rateLimitClient('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(rateLimitClient('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitClient('2001:db8::1.2.3.4')).toBe('2001:db8:0:0::/64');
  });

  it('keeps what is not an address as it is', () => {
    for (const other of ['unknown', 'test-client', '', '2001:db8::g']) expect(rateLimitClient(other)).toBe(other);
  });
});
