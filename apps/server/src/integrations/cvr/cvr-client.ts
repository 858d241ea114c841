import type { VatLookupResult } from '@studiekraft/shared/schemas/vat';
import { LRUCache } from 'lru-cache';

/**
 * Company lookup in the Danish CVR register through a cvrapi.dk-compatible endpoint (decision 010).
 * Every failure of the register (slow, down, refusing us, answering garbage) is `unavailable` and never
 * an exception, so neither the VAT check nor a registration can fail with a 500 because of it.
 */
export type CvrLookupResult =
  | { status: 'found'; company: VatLookupResult }
  | { status: 'not-found' }
  | { status: 'unavailable'; reason: string };

export interface CvrClient {
  lookup(vatNumber: string): Promise<CvrLookupResult>;
}

export interface CvrClientOptions {
  /** cvrapi.dk-compatible endpoint; undefined means the lookup is turned off (always unavailable). */
  url: string | undefined;
  timeoutMs: number;
  /** cvrapi.dk asks every client to say who it is and how to reach them. */
  userAgent: string;
  log?: { warn(details: object, message: string): void };
  maxEntries?: number;
}

const hour = 60 * 60 * 1000;
export const cvrCacheTtl = { found: 24 * hour, notFound: hour } as const;

/** cvrapi.dk's error values that mean "no such company" rather than "we cannot answer". */
const notFoundErrors = new Set(['NOT_FOUND', 'INVALID_VAT']);

/**
 * A Danish CVR number is 8 digits; people type it with spaces, dashes or a DK prefix. Anything else
 * cannot be a company in the register, and sending it to `search` would make cvrapi.dk search by name
 * and "verify" some unrelated company.
 */
export function normalizeCvrNumber(input: string): string | undefined {
  const compact = input.replace(/[\s.-]/g, '').replace(/^dk/i, '');
  return /^\d{8}$/.test(compact) ? compact : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Maps cvrapi.dk's JSON to the API's lookup result; undefined when it is not a company answer. */
function toResult(body: unknown, cvr: string): CvrLookupResult | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string') {
    return notFoundErrors.has(record.error) ? { status: 'not-found' } : undefined;
  }
  const name = text(record.name);
  if (!name) return undefined;
  // A search answer for another number is not a confirmation of this one.
  if (text(record.vat) !== cvr) return { status: 'not-found' };
  return {
    status: 'found',
    company: {
      name,
      address: { address: text(record.address), postcode: text(record.zipcode), city: text(record.city) },
    },
  };
}

async function fetchCompany(options: CvrClientOptions, url: string, cvr: string): Promise<CvrLookupResult> {
  const target = new URL(url);
  target.searchParams.set('search', cvr);
  target.searchParams.set('country', 'dk');
  try {
    // The signal also covers reading the body, so a register that stalls mid-answer times out too.
    const response = await fetch(target, {
      headers: { 'user-agent': options.userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const raw = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { status: 'unavailable', reason: `invalid JSON (HTTP ${response.status})` };
    }
    const result = toResult(body, cvr);
    if (result?.status === 'not-found') return result;
    if (result && response.ok) return result;
    return { status: 'unavailable', reason: `unexpected answer (HTTP ${response.status})` };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { status: 'unavailable', reason: name === 'TimeoutError' ? 'timeout' : `request failed (${name})` };
  }
}

export function createCvrClient(options: CvrClientOptions): CvrClient {
  // Per process on purpose: a lookup cache may be cold after a restart or differ between processes.
  const cache = new LRUCache<string, CvrLookupResult>({ max: options.maxEntries ?? 5000 });
  // Concurrent lookups of one number (a user typing, two tabs) share one request to the register.
  const inFlight = new Map<string, Promise<CvrLookupResult>>();

  const lookupUncached = async (url: string, cvr: string) => {
    const result = await fetchCompany(options, url, cvr);
    // Outages are not cached: the next attempt may well succeed.
    if (result.status === 'found') cache.set(cvr, result, { ttl: cvrCacheTtl.found });
    else if (result.status === 'not-found') cache.set(cvr, result, { ttl: cvrCacheTtl.notFound });
    else options.log?.warn({ reason: result.reason }, 'CVR lookup unavailable');
    return result;
  };

  return {
    async lookup(vatNumber) {
      const cvr = normalizeCvrNumber(vatNumber);
      if (!cvr) return { status: 'not-found' };
      const { url } = options;
      if (!url) return { status: 'unavailable', reason: 'CVR_API_URL is off' };
      const cached = cache.get(cvr);
      if (cached) return cached;
      const pending = inFlight.get(cvr);
      if (pending) return pending;
      const request = lookupUncached(url, cvr).finally(() => inFlight.delete(cvr));
      inFlight.set(cvr, request);
      return request;
    },
  };
}
