import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on } from '../../../test/fetch-mock.ts';
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

  it('keeps the plain reset title without the welcome flag', async () => {
    mockApi();
    renderWithRouter(routes, '/password/reset?token=abc');
    expect(await screen.findByRole('heading', { name: 'Nulstil kodeord' })).toBeTruthy();
  });
});
