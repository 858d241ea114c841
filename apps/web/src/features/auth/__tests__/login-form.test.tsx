import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from '../components/login-form.tsx';

const respond = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Kodeord/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
}

describe('LoginForm', () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the Danish NOT_CONFIRMED text in a notification', async () => {
    const fetchMock = vi.fn(() => respond(401, { message: 'NOT_CONFIRMED' }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginForm />);

    fillAndSubmit('Kunde@Example.dk ', 'hemmeligt');

    expect(await screen.findByText('Du har endnu ikke bekræftet din email. Tjek din indbakke og spam-mappen.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login');
    // The shared schema trims and lower-cases before sending.
    expect(JSON.parse(String(init.body))).toEqual({ email: 'kunde@example.dk', password: 'hemmeligt' });
    expect(authStore.getState().session).toBeNull();
  });

  it('shows the generic text for any other failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(401, { message: 'INVALID_CREDENTIALS' })),
    );
    renderWithProviders(<LoginForm />);
    fillAndSubmit('kunde@example.dk', 'forkert');
    expect(await screen.findByText('Vi kunne ikke finde en bruger med den kombination af email og kodeord.')).toBeTruthy();
  });

  it('says a limited login is a limit and when to try again, not that the password is wrong (issue 34)', async () => {
    // The notification store outlives a test: the earlier tests' toasts would still be listed.
    notifications.clean();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ message: 'TOO_MANY_REQUESTS' }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '600' },
          }),
        ),
      ),
    );
    renderWithProviders(<LoginForm />);
    fillAndSubmit('kunde@example.dk', 'det-rigtige-kodeord');
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 10 minutter.')).toBeTruthy();
    expect(screen.queryByText('Vi kunne ikke finde en bruger med den kombination af email og kodeord.')).toBeNull();
  });

  it('validates with the shared schema before calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginForm />);
    fillAndSubmit('ikke-en-email', '');
    expect(await screen.findByText('Indtast en gyldig email-adresse.')).toBeTruthy();
    expect(screen.getByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an account type the action does not allow and logs out again', async () => {
    const fetchMock = vi.fn((url: string) =>
      url === '/api/auth/logout'
        ? respond(200, { ok: true })
        : respond(200, {
            access_token: 'token',
            account_type: 'STUDENT',
            user_id: 2,
            account: {
              id: 2,
              name: 'Stud',
              phone_number: null,
              slug: 'stud',
              type: 'STUDENT',
              address: null,
              city: null,
              postcode: null,
              avatars: { primary: null },
            },
            latest_conversation_id: null,
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LoginForm allowedTypes={['CUSTOMER']} navigateAfterLogin={false} />);
    fillAndSubmit('stud@example.dk', 'hemmeligt');
    expect(
      await screen.findByText('Du kan ikke logge ind med denne bruger, hvis du vil udføre den nuværende handling.'),
    ).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout'));
    expect(authStore.getState().session).toBeNull();
    expect(authStore.getState().isInvalidAccountType).toBe(true);
  });
});
