import type { FastifyInstance } from 'fastify';

/**
 * The API as the first-screen renderer asks it (decision 044): in process, through the same routes, hooks and
 * presenters as a browser's request, so a first screen can only ever show what any visitor may read. GET
 * only, with no cookie and no token: a visitor's answers, whatever the request that caused the render.
 */
export function inProcessApi(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    const method = init?.method ?? 'GET';
    if (method !== 'GET' || !url.startsWith('/api/'))
      throw new TypeError(`a first screen only reads the API, not ${method} ${url}`);
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const contentType = response.headers['content-type'];
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
