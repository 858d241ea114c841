import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it('trusts nobody when unset, empty, false or 0', () => {
    for (const value of [undefined, '', ' ', 'false', 'off', '0']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('99')).toThrow(/at most 10/);
  });

  it('takes addresses, CIDRs, netmasks and named ranges', () => {
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,fd00::/8, loopback, 192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('refuses true, which would trust whatever X-Forwarded-For the client sends', () => {
    for (const value of ['true', 'on', 'TRUE']) expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY=1/);
  });

  it('names what it cannot read', () => {
    expect(() => parseTrustProxy('10.0.0.1, proxy.internal')).toThrow(/proxy\.internal/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('::1/129')).toThrow();
    expect(() => parseTrustProxy('-1')).toThrow();
    expect(() => parseTrustProxy(',')).toThrow();
  });
});
