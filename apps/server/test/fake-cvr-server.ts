import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for cvrapi.dk, for the server tests and the browser tests (e2e/). It answers
 * `GET <url>?search=<cvr>&country=dk` the way cvrapi.dk does: the company as JSON, or HTTP 404 with
 * `{"error":"NOT_FOUND"}`. Node built-ins only, so any package can import it.
 */
export interface FakeCvrCompany {
  name: string;
  address: string;
  zipcode: string;
  city: string;
}

export interface FakeCvrServerOptions {
  /** Known companies by 8-digit CVR number. */
  companies?: Record<string, FakeCvrCompany>;
  /** CVR numbers answered (as found or not found) only after this many milliseconds: a slow register. */
  slow?: Record<string, number>;
  /** CVR numbers answered with HTTP 200 and a body that is not JSON: a broken register. */
  garbage?: readonly string[];
}

export interface FakeCvrRequest {
  search: string | null;
  country: string | null;
  userAgent: string | undefined;
}

export interface FakeCvrServer {
  /** Use as CVR_API_URL. */
  url: string;
  /** Every request received, oldest first (tests assert cache hits with it). */
  requests: FakeCvrRequest[];
  close(): Promise<void>;
}

/** A few companies for demos and browser tests; the first is the seeded demo customer's CVR number. */
export const sampleCvrCompanies: Record<string, FakeCvrCompany> = {
  '12345678': { name: 'Jensen Tømrer ApS', address: 'Savværksvej 4', zipcode: '8000', city: 'Aarhus C' },
  '31313131': { name: 'Eksempel Consult ApS', address: 'Nørregade 10, 2. th.', zipcode: '1165', city: 'København K' },
};

/**
 * A CVR number that the browser tests' register answers with garbage, which the client counts as an
 * outage (`unavailable`): the registration form's "cannot look it up now" case (decision 063).
 */
export const sampleUnavailableCvr = '44444444';

function send(res: ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8') {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

export async function startFakeCvrServer(options: FakeCvrServerOptions = {}): Promise<FakeCvrServer> {
  const companies = options.companies ?? {};
  const requests: FakeCvrRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const answer = (req: IncomingMessage, res: ServerResponse, search: string | null) => {
    // cvrapi.dk refuses clients that do not say who they are.
    if (!req.headers['user-agent']) return send(res, 403, JSON.stringify({ error: 'INVALID_UA' }));
    if (!search) return send(res, 400, JSON.stringify({ error: 'INVALID_VAT' }));
    if (options.garbage?.includes(search)) return send(res, 200, '<html>Service Unavailable</html>{"vat":', 'text/html');
    const company = companies[search];
    if (!company) return send(res, 404, JSON.stringify({ error: 'NOT_FOUND' }));
    send(
      res,
      200,
      JSON.stringify({
        vat: Number(search),
        name: company.name,
        address: company.address,
        zipcode: company.zipcode,
        city: company.city,
        cityname: null,
        protected: false,
        country: 'DK',
        version: 6,
      }),
    );
  };

  const server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://fake-cvr').searchParams;
    const search = query.get('search');
    requests.push({ search, country: query.get('country'), userAgent: req.headers['user-agent'] });
    const delay = search ? options.slow?.[search] : undefined;
    if (delay === undefined) return answer(req, res, search);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) answer(req, res, search);
    }, delay);
    timers.add(timer);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Slow requests still hold their sockets open; close would wait for them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
