import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { Config } from '../config.ts';

function withApp(config: Partial<Config>) {
  const box: { t?: TestApp } = {};
  beforeAll(async () => {
    box.t = await buildTestApp({ config });
  });
  afterAll(() => box.t?.close());
  return async (url: string) => {
    if (!box.t) throw new Error('app not built');
    return (await box.t.app.inject({ method: 'GET', url })).statusCode;
  };
}

describe('API docs outside production', () => {
  const get = withApp({});
  it('serves the OpenAPI document and the reference page', async () => {
    expect(await get('/api/docs/json')).toBe(200);
    expect(await get('/api/docs/')).toBe(200);
  });

  it('serves the reference page script, its document as JSON and YAML, and the redirect to the page', async () => {
    expect(await get('/api/docs/js/scalar.js')).toBe(200);
    expect(await get('/api/docs/openapi.json')).toBe(200);
    expect(await get('/api/docs/openapi.yaml')).toBe(200);
    expect(await get('/api/docs')).toBe(301);
  });
});

describe('API docs in production', () => {
  const get = withApp({ env: 'production', apiDocs: false, devMailbox: { served: false } });
  it('are not there unless API_DOCS=on', async () => {
    for (const url of ['/api/docs/json', '/api/docs', '/api/docs/']) expect(await get(url)).toBe(404);
  });
});

describe('API docs in production with API_DOCS=on', () => {
  const get = withApp({ env: 'production', apiDocs: true, devMailbox: { served: false } });
  it('are served', async () => {
    expect(await get('/api/docs/json')).toBe(200);
  });
});
