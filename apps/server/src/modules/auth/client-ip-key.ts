import { isIP } from 'node:net';

/** Expands an IPv6 address to its eight hextets (`2001:db8::1` to `2001:db8:0:0:0:0:0:1`). */
function hextets(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(tail === undefined ? [] : fill), ...right].map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The client as a rate limit sees it. An IPv6 client is usually handed a whole /64, so counting per
 * address would give it 2^64 fresh budgets; it is counted per /64. IPv4 (also IPv4-mapped IPv6, as
 * dual-stack sockets report it) stays per address.
 */
export function clientIpKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  // An embedded IPv4 tail (::1.2.3.4) only occurs in the low 64 bits, which are dropped anyway.
  return `${hextets(ip.replace(/:\d+\.\d+\.\d+\.\d+$/, ':0:0'))
    .slice(0, 4)
    .join(':')}::/64`;
}
