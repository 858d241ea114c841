import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { renderWithRouterSettled } from '../../../test/render.tsx';
import { HomePage } from '../components/home-page.tsx';

const respond = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function renderHome(path: string) {
  return renderWithRouterSettled(
    [
      {
        path: '/',
        element: (
          <StrictMode>
            <HomePage />
          </StrictMode>
        ),
      },
    ],
    path,
  );
}

describe('e-mail confirmation on the home page', () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('confirms once per token even under StrictMode, then clears the query', async () => {
    // The confirmation answers its own shape; the home page's other calls (featured students, testimonials)
    // answer empty lists, as the API would on an empty database.
    const fetchMock = vi.fn((url: string) =>
      url.startsWith('/api/users/confirmation/')
        ? respond(200, { data: { email: 'a@b.dk', needs_password: false } })
        : respond(200, { data: [], rows: [], total: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = await renderHome('/?confirmation=token-1');

    expect(await screen.findByText('Din email er nu bekræftet og du kan logge ind')).toBeTruthy();
    expect(screen.getByText('Vi forsøger at bekræfte din email')).toBeTruthy();
    // The featured students load when the browser is idle, so other calls may or may not have started by
    // now; what matters is that the confirmation itself was sent exactly once.
    const confirmationCalls = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/users/'));
    expect(confirmationCalls).toEqual(['/api/users/confirmation/token-1']);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says the link was used on CONFIRMATION_NOT_FOUND', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(404, { message: 'CONFIRMATION_NOT_FOUND' })),
    );
    await renderHome('/?confirmation=token-2');
    expect(await screen.findByText('Du har allerede brugt dette bekræftelses-link')).toBeTruthy();
  });

  it('offers help on any other failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(500, { message: 'INTERNAL' })),
    );
    await renderHome('/?confirmation=token-3');
    expect(await screen.findByText('Vi kunne ikke bekræfte din email-adresse. Kontakt venligst supporten')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Få hjælp' })).toBeTruthy();
  });

  it('sends a logged-in visitor on to the redirect target', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(404, { message: 'NOT_FOUND' })),
    );
    authStore.setSession({
      access_token: 't',
      account_type: 'CUSTOMER',
      user_id: 1,
      account: {
        id: 1,
        name: 'K',
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
    const { router } = await renderWithRouterSettled(
      [
        { path: '/', element: <HomePage /> },
        { path: '/overview', element: <p>overview</p> },
      ],
      `/?redirect=${encodeURIComponent('/overview')}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
  });
});
