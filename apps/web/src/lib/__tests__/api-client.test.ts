import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../api-client.ts';

const session = (token: string): LoginResponse => ({
  access_token: token,
  account_type: 'CUSTOMER',
  user_id: 1,
  account: {
    id: 1,
    name: 'Kunde',
    phone_number: null,
    slug: null,
    type: 'CUSTOMER',
    address: null,
    city: null,
    postcode: null,
    avatars: { primary: null },
  },
  latest_conversation_id: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  let token: string | null = 'old-token';
  const fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(answer(url, init)));
  const onSessionLost = vi.fn(() => {
    token = null;
  });
  const client = createApiClient({
    baseUrl: '/api',
    getAccessToken: () => token,
    onSessionRefreshed: (response) => {
      token = response.access_token;
    },
    onSessionLost,
    fetch: fetchMock as unknown as typeof fetch,
  });
  const urls = () => fetchMock.mock.calls.map(([url]) => url);
  const authHeader = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.Authorization;
  return { client, fetchMock, onSessionLost, urls, authHeader };
}

describe('api client', () => {
  it('refreshes once on 401 and retries with the new token', async () => {
    let projectCalls = 0;
    const { client, urls, authHeader, onSessionLost } = setup((url) => {
      if (url === '/api/auth/login/refresh') return json(200, session('new-token'));
      projectCalls += 1;
      return projectCalls === 1 ? json(401, { message: 'UNAUTHENTICATED' }) : json(200, { data: { id: 7 } });
    });

    await expect(client.get('/projects/7')).resolves.toEqual({ data: { id: 7 } });
    expect(urls()).toEqual(['/api/projects/7', '/api/auth/login/refresh', '/api/projects/7']);
    expect(authHeader(0)).toBe('Bearer old-token');
    expect(authHeader(2)).toBe('Bearer new-token');
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('gives up after 2 refreshes: clears the session and rejects', async () => {
    let refreshes = 0;
    const { client, urls, onSessionLost } = setup((url) => {
      if (url === '/api/auth/login/refresh') return json(200, session(`token-${++refreshes}`));
      return json(403, { message: 'FORBIDDEN' });
    });

    const error = await client.get('/administration/secret').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('FORBIDDEN');
    expect(urls().filter((url) => url === '/api/auth/login/refresh')).toHaveLength(2);
    expect(urls().filter((url) => url === '/api/administration/secret')).toHaveLength(3);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('gives up at once when the refresh itself is refused', async () => {
    const { client, urls, onSessionLost } = setup((url) =>
      url === '/api/auth/login/refresh' ? json(401, { message: 'UNAUTHENTICATED' }) : json(401, { message: 'UNAUTHENTICATED' }),
    );
    await expect(client.get('/overview')).rejects.toBeInstanceOf(ApiError);
    expect(urls()).toEqual(['/api/overview', '/api/auth/login/refresh']);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh between concurrent requests', async () => {
    const seen = new Map<string, number>();
    const { client, urls } = setup((url, init) => {
      if (url === '/api/auth/login/refresh') return json(200, session('new-token'));
      const auth = (init.headers as Record<string, string>).Authorization;
      seen.set(url, (seen.get(url) ?? 0) + 1);
      return auth === 'Bearer new-token' ? json(200, { ok: true }) : json(401, { message: 'UNAUTHENTICATED' });
    });

    await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(urls().filter((url) => url === '/api/auth/login/refresh')).toHaveLength(1);
  });

  it('does not refresh for anonymous requests or auth calls', async () => {
    const { client, urls } = setup(() => json(401, { message: 'INVALID_CREDENTIALS' }));
    await expect(client.post('/auth/login', { email: 'a@b.dk', password: 'x' }, { skipAuthRetry: true })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      status: 401,
    });
    expect(urls()).toEqual(['/api/auth/login']);
  });

  it('sends JSON bodies and encodes list queries, with cookies included', async () => {
    const { client, fetchMock } = setup(() => json(200, { rows: [], total: 0 }));
    await client.get('/skills/groups', { query: { filter_groups: [{ filters: [{ key: 'enabled', value: 1 }] }], limit: 5 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      `/api/skills/groups?filter_groups=${encodeURIComponent('[{"filters":[{"key":"enabled","value":1}]}]')}&limit=5`,
    );
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string> | undefined)?.['Content-Type']).toBeUndefined();
  });

  it('hands a download back as the Response, with the Bearer token, and still reads a refusal as an ApiError', async () => {
    const { client, fetchMock } = setup((url) =>
      url.endsWith('.csv')
        ? new Response('\uFEFFNavn\r\nÅse\r\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Export-Truncated': 'false' },
          })
        : json(400, { message: 'INVALID_QUERY' }),
    );
    const response = await client.get<Response>('/projects.csv', { responseType: 'response' });
    expect(response.headers.get('x-export-truncated')).toBe('false');
    expect(await (await response.blob()).text()).toContain('Åse');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer old-token');
    await expect(client.get('/customers.x', { responseType: 'response' })).rejects.toMatchObject({ code: 'INVALID_QUERY' });
  });
});
