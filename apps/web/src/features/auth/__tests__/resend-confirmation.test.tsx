import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, onLimited, onMethod } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from '../components/login-form.tsx';

const resendPath = '/api/users/confirmation/resend';
const button = () => screen.findByRole('button', { name: 'Send bekræftelsesmailen igen' });

function logInUnconfirmed(resendStatus: number) {
  const sent: unknown[] = [];
  const fetchMock = mockApi(
    onMethod('POST', '/api/auth/login', () => ({ message: 'NOT_CONFIRMED' }), 401),
    resendStatus === 429
      ? onLimited('POST', resendPath, 300, (body) => sent.push(body))
      : onMethod(
          'POST',
          resendPath,
          (_url, body) => {
            sent.push(body);
            return resendStatus === 200 ? { ok: true } : { message: 'INTERNAL' };
          },
          resendStatus,
        ),
  );
  renderWithProviders(<LoginForm />);
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ' Kunde@Example.dk' } });
  fireEvent.change(screen.getByLabelText(/Kodeord/), { target: { value: 'hemmeligt' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
  return { fetchMock, sent };
}

describe('sending the confirmation mail again after NOT_CONFIRMED', () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('offers the action only after a NOT_CONFIRMED answer', async () => {
    mockApi(onMethod('POST', '/api/auth/login', () => ({ message: 'INVALID_CREDENTIALS' }), 401));
    renderWithProviders(<LoginForm />);
    expect(screen.queryByRole('button', { name: 'Send bekræftelsesmailen igen' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'kunde@example.dk' } });
    fireEvent.change(screen.getByLabelText(/Kodeord/), { target: { value: 'forkert' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByText('Vi kunne ikke finde en bruger med den kombination af email og kodeord.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send bekræftelsesmailen igen' })).toBeNull();
  });

  it('sends the typed address and says where the mail went', async () => {
    const { sent } = logInUnconfirmed(200);
    // The spec's text still comes as the danger notification.
    expect(await screen.findByText('Du har endnu ikke bekræftet din email. Tjek din indbakke og spam-mappen.')).toBeTruthy();
    fireEvent.click(await button());
    expect(
      await screen.findByText('Vi har sendt en ny bekræftelsesmail til kunde@example.dk. Tjek din indbakke og spam-mappen.'),
    ).toBeTruthy();
    expect(sent).toEqual([{ email: 'kunde@example.dk' }]);
    // Sent once: the button is gone, so a second click cannot send another.
    expect(screen.queryByRole('button', { name: 'Send bekræftelsesmailen igen' })).toBeNull();
  });

  it('says on 429 that it is a limit and when to try again', async () => {
    logInUnconfirmed(429);
    fireEvent.click(await button());
    const text = await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 5 minutter.');
    expect(text.getAttribute('role')).toBe('alert');
  });

  it('says it failed on any other error, and lets the user try again', async () => {
    const { sent } = logInUnconfirmed(500);
    fireEvent.click(await button());
    expect(await screen.findByText('Vi kunne ikke sende mailen. Prøv venligst igen.')).toBeTruthy();
    fireEvent.click(await button());
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});
