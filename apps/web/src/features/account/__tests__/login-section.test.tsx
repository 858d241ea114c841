import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onLimited, onMethod } from '../../../test/fetch-mock.ts';
import { changedLogin } from '../components/login-section.tsx';
import { logIn, renderAccount, sentBodies, userId, userOf } from './account-fixtures.tsx';

const userPath = `/api/users/${userId}`;

beforeEach(() => logIn('STUDENT'));
afterEach(() => {
  authStore.reset();
  vi.unstubAllGlobals();
});

async function openLogin() {
  renderAccount('/account/login');
  return screen.findByLabelText('Email');
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
const typeCurrent = (value = 'mit-gamle-kode') =>
  fireEvent.change(screen.getByLabelText('Nuværende kodeord'), { target: { value } });

describe('changedLogin', () => {
  it('keeps only the changed fields, with the current password, and gives null when nothing changed', () => {
    const current_password = 'gammelt';
    expect(changedLogin({ email: ' Karen@Firma.dk ', password: '', current_password }, 'karen@firma.dk')).toBeNull();
    expect(changedLogin({ email: 'ny@firma.dk', password: '', current_password }, 'karen@firma.dk')).toEqual({
      email: 'ny@firma.dk',
      current_password,
    });
    expect(changedLogin({ email: 'karen@firma.dk', password: 'nyt-kode-1', current_password }, 'karen@firma.dk')).toEqual({
      password: 'nyt-kode-1',
      current_password,
    });
  });
});

describe('Login section', () => {
  it('sends nothing when neither field changed', async () => {
    const fetchMock = mockApi(on(userPath, () => ({ data: userOf('STUDENT') })));
    await openLogin();
    save();
    expect(await screen.findByText('Du har ikke ændret noget, så der er intet at gemme.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', userPath)).toHaveLength(0);
  });

  it('sends only the new e-mail and tells the user to confirm it', async () => {
    const fetchMock = mockApi(
      onMethod('PUT', userPath, () => ({ data: userOf('STUDENT', { pending_email: 'ny@firma.dk' }) })),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    const email = await openLogin();
    fireEvent.change(email, { target: { value: 'Ny@Firma.dk' } });
    typeCurrent();
    save();
    expect(await screen.findByText(/Vi har sendt en email til ny@firma.dk/)).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', userPath)).toEqual([{ email: 'ny@firma.dk', current_password: 'mit-gamle-kode' }]);
    // The current password is not kept in the form once used.
    expect((screen.getByLabelText('Nuværende kodeord') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Vi venter på, at du bekræfter ny@firma.dk.')).toBeTruthy();
  });

  it('sends only the password when only that was filled', async () => {
    const fetchMock = mockApi(
      onMethod('PUT', userPath, () => ({ data: userOf('STUDENT') })),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    await openLogin();
    fireEvent.change(screen.getByLabelText('Nyt kodeord'), { target: { value: 'nyt-kode-1' } });
    typeCurrent();
    save();
    expect(await screen.findByText('Dine login-oplysninger er nu ændret.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', userPath)).toEqual([{ password: 'nyt-kode-1', current_password: 'mit-gamle-kode' }]);
  });

  it('checks a changed e-mail and a filled password before sending', async () => {
    const fetchMock = mockApi(on(userPath, () => ({ data: userOf('STUDENT') })));
    const email = await openLogin();
    fireEvent.change(email, { target: { value: 'ikke-en-email' } });
    fireEvent.change(screen.getByLabelText('Nyt kodeord'), { target: { value: 'kort' } });
    save();
    expect(await screen.findByText('Indtast en gyldig email-adresse.')).toBeTruthy();
    expect(screen.getByText('Kodeordet skal være mindst 8 tegn.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', userPath)).toHaveLength(0);
  });

  it('says the e-mail is taken on 422', async () => {
    mockApi(
      onMethod('PUT', userPath, () => ({ message: 'VALIDATION_FAILED', errors: { email: ['validation.unique'] } }), 422),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    fireEvent.change(await openLogin(), { target: { value: 'optaget@firma.dk' } });
    typeCurrent();
    save();
    expect(await screen.findByText('Denne email er allerede i brug.')).toBeTruthy();
  });

  it('says the change failed on any other error', async () => {
    mockApi(
      onMethod('PUT', userPath, () => ({ message: 'INTERNAL' }), 500),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    fireEvent.change(await openLogin(), { target: { value: 'ny@firma.dk' } });
    typeCurrent();
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Vi kunne ikke ændre dine login-oplysninger. Prøv venligst igen.'),
    );
  });

  it('asks for the current password before sending a new e-mail or password', async () => {
    const fetchMock = mockApi(on(userPath, () => ({ data: userOf('STUDENT') })));
    await openLogin();
    fireEvent.change(screen.getByLabelText('Nyt kodeord'), { target: { value: 'nyt-kode-1' } });
    save();
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', userPath)).toHaveLength(0);
  });

  it('shows a wrong current password (422) at its field', async () => {
    mockApi(
      onMethod(
        'PUT',
        userPath,
        () => ({ message: 'VALIDATION_FAILED', errors: { current_password: ['validation.current_password'] } }),
        422,
      ),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    await openLogin();
    fireEvent.change(screen.getByLabelText('Nyt kodeord'), { target: { value: 'nyt-kode-1' } });
    typeCurrent('forkert-kode');
    save();
    expect(await screen.findByText('Dit nuværende kodeord er forkert.')).toBeTruthy();
    // Said at the field itself, as its accessible description.
    const input = screen.getByLabelText('Nuværende kodeord');
    const errorId = input
      .getAttribute('aria-describedby')
      ?.split(/\s+/)
      .find((id) => id.endsWith('-error'));
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Dit nuværende kodeord er forkert.');
    // Not mistaken for a taken e-mail.
    expect(screen.queryByText('Denne email er allerede i brug.')).toBeNull();
  });

  it('says when to try again when the server limits the attempts (429)', async () => {
    mockApi(
      onLimited('PUT', userPath, 540),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    await openLogin();
    fireEvent.change(screen.getByLabelText('Nyt kodeord'), { target: { value: 'nyt-kode-1' } });
    typeCurrent();
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Der har været for mange forsøg på kort tid. Prøv igen om 9 minutter.'),
    );
  });

  it('offers a reset link to the own address for a forgotten current password', async () => {
    mockApi(on(userPath, () => ({ data: userOf('STUDENT') })));
    await openLogin();
    const link = screen.getByRole('link', { name: 'Har du glemt dit kodeord?' });
    expect(link.getAttribute('href')).toBe('/password/request?reset=karen%40firma.dk');
  });
});
