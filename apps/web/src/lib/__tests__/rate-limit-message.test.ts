import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../api-client.ts';
import { i18n } from '../i18n.ts';
import { rateLimitMessage } from '../rate-limit-message.ts';
import { parseRetryAfter } from '../retry-after.ts';

const limited = (retryAfter?: string) =>
  new Response(JSON.stringify({ message: 'TOO_MANY_REQUESTS' }), {
    status: 429,
    headers: { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
  });

/** What a call answered with `response` throws, through the real client. */
async function errorOf(response: Response): Promise<unknown> {
  const client = createApiClient({
    baseUrl: '/api',
    getAccessToken: () => null,
    onSessionRefreshed: () => undefined,
    onSessionLost: () => undefined,
    fetch: (() => Promise.resolve(response)) as unknown as typeof fetch,
  });
  return client.post('/auth/login', { email: 'a@b.dk', password: 'x' }).catch((error: unknown) => error);
}

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(parseRetryAfter('840', now)).toBe(840);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:02:30 GMT', now)).toBe(150);
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    for (const value of [null, undefined, '', 'soon', '-5', '1.5']) expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});

describe('rateLimitMessage', () => {
  it('turns a 429 into the Danish limit text with the minutes from Retry-After, rounded up', async () => {
    const error = await errorOf(limited('840'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfterSeconds).toBe(840);
    expect(rateLimitMessage(i18n.t, error)).toBe('Der har været for mange forsøg på kort tid. Prøv igen om 14 minutter.');
    expect(rateLimitMessage(i18n.t, await errorOf(limited('841')))).toBe(
      'Der har været for mange forsøg på kort tid. Prøv igen om 15 minutter.',
    );
  });

  it('says one minute, and seconds under a minute, in the singular where Danish wants it', async () => {
    expect(rateLimitMessage(i18n.t, await errorOf(limited('60')))).toBe(
      'Der har været for mange forsøg på kort tid. Prøv igen om 1 minut.',
    );
    expect(rateLimitMessage(i18n.t, await errorOf(limited('45')))).toBe(
      'Der har været for mange forsøg på kort tid. Prøv igen om 45 sekunder.',
    );
    expect(rateLimitMessage(i18n.t, await errorOf(limited('1')))).toBe(
      'Der har været for mange forsøg på kort tid. Prøv igen om 1 sekund.',
    );
  });

  it('still says it is a limit when the answer does not say when (a proxy, no header, no body)', async () => {
    expect(rateLimitMessage(i18n.t, await errorOf(limited()))).toBe(
      'Der har været for mange forsøg på kort tid. Vent lidt, og prøv igen.',
    );
    expect(rateLimitMessage(i18n.t, await errorOf(new Response('Too Many Requests', { status: 429 })))).toBe(
      'Der har været for mange forsøg på kort tid. Vent lidt, og prøv igen.',
    );
  });

  it('leaves every other failure to the form', async () => {
    const wrongPassword = await errorOf(
      new Response(JSON.stringify({ message: 'INVALID_CREDENTIALS' }), { status: 401, headers: { 'Retry-After': '60' } }),
    );
    expect(rateLimitMessage(i18n.t, wrongPassword)).toBeNull();
    expect(rateLimitMessage(i18n.t, new Error('boom'))).toBeNull();
    expect(rateLimitMessage(i18n.t, undefined)).toBeNull();
  });
});
