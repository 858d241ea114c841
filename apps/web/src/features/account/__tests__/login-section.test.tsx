import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
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

describe('changedLogin', () => {
  it('keeps only the changed fields and gives null when nothing changed', () => {
    expect(changedLogin({ email: ' Karen@Firma.dk ', password: '' }, 'karen@firma.dk')).toBeNull();
    expect(changedLogin({ email: 'ny@firma.dk', password: '' }, 'karen@firma.dk')).toEqual({ email: 'ny@firma.dk' });
    expect(changedLogin({ email: 'karen@firma.dk', password: 'nyt-kode-1' }, 'karen@firma.dk')).toEqual({
      password: 'nyt-kode-1',
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
    save();
    expect(await screen.findByText(/Vi har sendt en email til ny@firma.dk/)).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', userPath)).toEqual([{ email: 'ny@firma.dk' }]);
    expect(screen.getByText('Vi venter på, at du bekræfter ny@firma.dk.')).toBeTruthy();
  });

  it('sends only the password when only that was filled', async () => {
    const fetchMock = mockApi(
      onMethod('PUT', userPath, () => ({ data: userOf('STUDENT') })),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    await openLogin();
    fireEvent.change(screen.getByLabelText('Nyt kodeord'), { target: { value: 'nyt-kode-1' } });
    save();
    expect(await screen.findByText('Dine login-oplysninger er nu ændret.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', userPath)).toEqual([{ password: 'nyt-kode-1' }]);
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
    save();
    expect(await screen.findByText('Denne email er allerede i brug.')).toBeTruthy();
  });

  it('says the change failed on any other error', async () => {
    mockApi(
      onMethod('PUT', userPath, () => ({ message: 'INTERNAL' }), 500),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    fireEvent.change(await openLogin(), { target: { value: 'ny@firma.dk' } });
    save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Vi kunne ikke ændre dine login-oplysninger. Prøv venligst igen.'),
    );
  });
});
