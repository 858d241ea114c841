import { vi } from 'vitest';

export const respond = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

type Route = (url: URL, init?: RequestInit) => Promise<Response> | undefined;

/**
 * Stubs fetch with a list of routes tried in order; the first to answer wins, anything else is a 404.
 * Returns the mock so a test can read which URLs (with their decoded list queries) were asked for.
 */
export function mockApi(...routes: Route[]) {
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    for (const route of routes) {
      const answer = route(url, init);
      if (answer) return answer;
    }
    return respond(404, { message: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A route for one path (exact), answering with a status and body or a function of the URL. */
export function on(path: string, answer: (url: URL) => unknown, status = 200): Route {
  return (url) => (url.pathname === path ? respond(status, answer(url)) : undefined);
}

/** A route for one method and path; `answer` also gets the parsed JSON body. */
export function onMethod(method: string, path: string, answer: (url: URL, body: unknown) => unknown, status = 200): Route {
  return (url, init) =>
    url.pathname === path && (init?.method ?? 'GET') === method
      ? respond(status, answer(url, init?.body ? JSON.parse(String(init.body)) : undefined))
      : undefined;
}

/** A route for one method and path that the API's rate limit refuses: 429 with its Retry-After in seconds. */
export function onLimited(method: string, path: string, retryAfterSeconds: number, onCall?: (body: unknown) => void): Route {
  return (url, init) => {
    if (url.pathname !== path || (init?.method ?? 'GET') !== method) return undefined;
    onCall?.(init?.body && typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    return Promise.resolve(
      new Response(JSON.stringify({ message: 'TOO_MANY_REQUESTS' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterSeconds) },
      }),
    );
  };
}

/** The decoded `filter_groups` of a request, as the list-query convention sends it (JSON). */
export function filtersOf(url: URL): { key: string; value: unknown; operator: string }[] {
  const raw = url.searchParams.get('filter_groups');
  if (!raw) return [];
  return (JSON.parse(raw) as { filters: { key: string; value: unknown; operator: string }[] }[]).flatMap(
    (group) => group.filters,
  );
}
