import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-address limit counts (docs/product/accounts.md#rate-limits): an IPv4 address as it is, and
 * an IPv6 address by its /64 network, written `xxxx:xxxx:xxxx:xxxx::/64`. One home or phone gets a whole /64
 * and may use any address in it, so counting each address would give it billions of fresh starts. An
 * IPv4-mapped address (`::ffff:a.b.c.d`, what a dual-stack socket reports for IPv4) is the IPv4 address.
 * Anything else (no socket, a stand-in in tests) is kept as it is.
 */
export function rateLimitClient(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a trailing dotted IPv4 part read as two. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
