import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  listen(at: { port: number; host: string }): Promise<AddressInfo>;
  /** Stops listening and waits for a scrape in flight. */
  close(): Promise<void>;
  /** Where it listens (the port chosen when 0 was asked for); null when it does not. */
  address(): AddressInfo | null;
}

/**
 * The registry on its own HTTP server (node:http), never the public one: `GET /metrics` and nothing else.
 * What it shows (routes, pool, backlog) is for the operator's scraper, on loopback or a private address.
 */
export function createMetricsServer(registry: Registry, log: { error(obj: object, msg: string): void }): MetricsServer {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType }).end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log.error({ code: (error as { code?: string }).code ?? 'ERROR' }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  return {
    listen: (at) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(at.port, at.host, () => {
          server.off('error', reject);
          resolve(server.address() as AddressInfo);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        // A scraper's kept-alive connection would otherwise hold the close until it times out.
        server.closeIdleConnections();
      }),
    address: () => (server.listening ? (server.address() as AddressInfo) : null),
  };
}
