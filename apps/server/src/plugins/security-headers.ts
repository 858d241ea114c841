import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed by running its middleware once against a recording
 * response. Our policy has no per-request part (no CSP nonces), so every response gets the same headers.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** helmet's headers that still mean something on an API answer: transport, sniffing, who may load it. */
const keptForApi = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
]);

/**
 * The headers of an API answer (JSON, a file, a CSV): nothing there is a page to run, so its policy
 * allows nothing and no framing (the OWASP REST security set). helmet's page headers (the page CSP,
 * the opener and agent-cluster isolation, DNS prefetch, IE's download and XSS switches, Adobe's
 * cross-domain policies) only act on documents, and made a 250-byte answer carry 700 bytes of headers
 * (decision 047).
 */
export function apiHeaders(pageHeaders: [string, string][]): [string, string][] {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-frame-options', 'DENY'],
    ...pageHeaders.filter(([name]) => keptForApi.has(name)),
  ];
}

export interface SecurityHeadersOptions {
  helmet: HelmetOptions;
  /** Paths under which answers get `apiHeaders` instead of the page headers. */
  apiPrefix: string;
  /** Pages under `apiPrefix` (the API reference) that keep the page headers. */
  pagesUnderApi: string[];
}

/**
 * Security headers on every response (404s and errors too), without @fastify/helmet's cost: it builds the
 * helmet middleware anew for each request, which took 6 % of the server's time under load (issue 14). Set
 * in onRequest as Fastify headers, so a route's own header (a stricter CSP for a media file or the API
 * docs' page) still wins. Not on the raw response as helmet does: Node then keeps every header of the
 * answer, Fastify's too, as a [name, value] pair it validates on the way in, where Fastify's plain object
 * is checked once as the head is written (1.4 KB less garbage per request; decision 051).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const helmetSet = helmetHeaders(options.helmet);
  const pageHeaders = Object.fromEntries(helmetSet);
  const forApi = Object.fromEntries(apiHeaders(helmetSet));
  const isPage = (url: string) =>
    !url.startsWith(options.apiPrefix) || options.pagesUnderApi.some((page) => url.startsWith(page));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isPage(request.url) ? pageHeaders : forApi);
    done();
  });
});
