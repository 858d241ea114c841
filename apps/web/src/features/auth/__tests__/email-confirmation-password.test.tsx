import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onLimited } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { PasswordResetPage } from '../components/password-reset-page.tsx';
import { useEmailConfirmation } from '../hooks/use-email-confirmation.tsx';

function ConfirmingHome() {
  useEmailConfirmation();
  return <p>forside</p>;
}

const routes = [
  { path: '/', element: <ConfirmingHome /> },
  { path: '/password/reset', element: <PasswordResetPage /> },
];

describe('e-mail confirmation of a quick-registered customer', { timeout: 20_000 }, () => {
  beforeEach(() => {
    authStore.reset();
    notifications.clean();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('goes on to choosing a password with the password token', async () => {
    mockApi(
      on('/api/users/confirmation/confirm-1', () => ({
        data: { email: 'ny@firma.dk', needs_password: true, password_token: 'reset-token-1' },
      })),
    );
    const { router } = renderWithRouter(routes, '/?confirmation=confirm-1');

    expect(await screen.findByText('Din email er nu bekræftet og du kan logge ind')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/reset'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('token')).toBe('reset-token-1');
    expect(params.get('welcome')).toBe('1');
    expect(await screen.findByRole('heading', { name: 'Vælg dit kodeord' })).toBeTruthy();
  });

  it('stays home when the account already has a password', async () => {
    mockApi(
      on('/api/users/confirmation/confirm-2', () => ({
        data: { email: 'a@firma.dk', needs_password: false, password_token: null },
      })),
    );
    const { router } = renderWithRouter(routes, '/?confirmation=confirm-2');
    expect(await screen.findByText('Din email er nu bekræftet og du kan logge ind')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/');
  });

  it('says a limited confirmation is a limit, not a case for support', async () => {
    mockApi(onLimited('GET', '/api/users/confirmation/confirm-3', 120));
    const { router } = renderWithRouter(routes, '/?confirmation=confirm-3');
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 2 minutter.')).toBeTruthy();
    expect(screen.queryByText('Vi kunne ikke bekræfte din email-adresse. Kontakt venligst supporten')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says a limited password change is a limit and when to try again', async () => {
    mockApi(onLimited('POST', '/api/auth/reset/change', 30));
    renderWithRouter(routes, '/password/reset?token=abc');
    fireEvent.change(await screen.findByLabelText(/Nyt kodeord/), { target: { value: 'nyt-kodeord-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skift kodeord' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Der har været for mange forsøg på kort tid. Prøv igen om 30 sekunder.');
  });

  it('keeps the plain reset title without the welcome flag', async () => {
    mockApi();
    renderWithRouter(routes, '/password/reset?token=abc');
    expect(await screen.findByRole('heading', { name: 'Nulstil kodeord' })).toBeTruthy();
  });
});
