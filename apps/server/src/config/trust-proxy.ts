import { isIP } from 'node:net';

/** TRUST_PROXY as read: false (trust no one), a hop count, or trusted addresses/CIDRs/named ranges. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for common private ranges, which Fastify accepts in the list.
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', mask, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (version === 4 ? 32 : 128);
  // IPv4 also takes a dotted netmask (10.0.0.0/255.0.0.0), as proxy-addr does.
  return version === 4 && isIP(mask) === 4;
}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts nobody, so request.ip is the socket's peer and a client
 * cannot choose its own IP with X-Forwarded-For (which would give it fresh rate-limit buckets at will).
 * A comma-separated list trusts exactly those addresses, CIDRs or named ranges (the safe choice when the
 * proxies' addresses are known). A number n trusts the n hops nearest the server whoever they are (`1`
 * for one load balancer that appends the client's address), which is only safe when nothing but those
 * proxies can reach the server. `true` (trust every hop) is refused: the leftmost X-Forwarded-For entry
 * it would use is whatever the client sent.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false' || text === 'off' || text === 'no') return false;
  if (text === 'true' || text === 'on' || text === 'yes') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its IP with X-Forwarded-For. Set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY=${text}: expected the number of proxies in front of the server (at most 10)`);
    return hops === 0 ? false : hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY: not an address, CIDR or range: ${invalid.join(', ') || value}. Use a hop count (1) or a comma-separated list (10.0.0.1, 10.1.0.0/16, loopback).`,
    );
  }
  return entries;
}

/**
 * The value for Fastify's `trustProxy` option. Fastify 5.12 ignores a bare hop count (it fails closed,
 * because a count cannot check the peer's address), so a count becomes the trust function proxy-addr
 * calls with each hop's index: hop 0 is the socket's peer, 1 the address it forwarded for, and so on.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
