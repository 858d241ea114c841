import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { setSessionHint } from '../../../lib/session-hint.ts';
import { mockApi, onMethod } from '../../../test/fetch-mock.ts';
import { bootstrapSession, resetBootstrapForTests } from '../api/bootstrap-session.ts';

const session = {
  access_token: 'access-1',
  account_type: 'CUSTOMER',
  user_id: 9,
  account: {
    id: 3,
    name: 'Karen Kunde',
    phone_number: null,
    slug: null,
    type: 'CUSTOMER',
    avatars: { primary: null },
    address: null,
    postcode: null,
    city: null,
  },
  latest_conversation_id: null,
};

const refreshAnswering = (status: number, body: unknown = { message: 'UNAUTHENTICATED' }) =>
  mockApi(onMethod('POST', '/api/auth/login/refresh', () => body, status));
const refreshCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/login/refresh')).length;
const hasHint = () => document.cookie.includes('sk_session=1');

describe('bootstrapSession', () => {
  beforeEach(() => {
    resetBootstrapForTests();
    authStore.reset();
    setSessionHint(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setSessionHint(false);
  });

  it('asks for no refresh in a browser without the session hint, and settles as a visitor', async () => {
    const fetchMock = refreshAnswering(200, session);
    await bootstrapSession();
    expect(refreshCalls(fetchMock)).toBe(0);
    expect(authStore.getState()).toMatchObject({ session: null, isSettled: true });
  });

  it('restores the session when the hint is there, and keeps the hint', async () => {
    setSessionHint(true);
    const fetchMock = refreshAnswering(200, session);
    await bootstrapSession();
    expect(refreshCalls(fetchMock)).toBe(1);
    expect(authStore.getState().session?.userId).toBe(9);
    expect(authStore.getState().isSettled).toBe(true);
    expect(hasHint()).toBe(true);
  });

  it('drops the hint when the refresh is refused (the session is over)', async () => {
    setSessionHint(true);
    refreshAnswering(401);
    await bootstrapSession();
    expect(authStore.getState()).toMatchObject({ session: null, isSettled: true });
    expect(hasHint()).toBe(false);
  });

  it('keeps the hint when the refresh fails for another reason, so the next page load tries again', async () => {
    setSessionHint(true);
    refreshAnswering(429, { message: 'TOO_MANY_REQUESTS' });
    await bootstrapSession();
    expect(authStore.getState()).toMatchObject({ session: null, isSettled: true });
    expect(hasHint()).toBe(true);

    resetBootstrapForTests();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await bootstrapSession();
    expect(hasHint()).toBe(true);
  });

  it('is one refresh however many callers ask at once', async () => {
    setSessionHint(true);
    const fetchMock = refreshAnswering(200, session);
    await Promise.all([bootstrapSession(), bootstrapSession()]);
    expect(refreshCalls(fetchMock)).toBe(1);
  });
});
