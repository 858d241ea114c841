import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { accountOf, logIn, renderAccount, sentBodies, userId, userOf } from './account-fixtures.tsx';

const contactPath = `/api/users/${userId}/contact`;
const userRoute = on(`/api/users/${userId}`, () => ({ data: userOf('EMPLOYEE') }));

beforeEach(() => logIn('EMPLOYEE'));
afterEach(() => authStore.reset());

async function fill(name: string, phone: string) {
  renderAccount('/account/contact');
  fireEvent.change(await screen.findByLabelText(/Navn/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/Telefonnummer/), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
}

describe('Contact section', () => {
  it('saves name and phone (spaces stripped) and updates the session for the header', async () => {
    const saved = userOf('EMPLOYEE', { account: { ...accountOf('EMPLOYEE', 'Ny Navn'), phone_number: '+4587654321' } });
    const fetchMock = mockApi(
      onMethod('PUT', contactPath, () => ({ data: saved })),
      userRoute,
    );
    await fill('Ny Navn', '+45 87 65 43 21');
    expect(await screen.findByText('Dine kontakt oplysninger er nu ændret.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', contactPath)).toEqual([{ name: 'Ny Navn', phone_number: '+4587654321' }]);
    expect(authStore.getState().session?.account.name).toBe('Ny Navn');
  });

  it('shows the failure text when the save fails', async () => {
    mockApi(
      onMethod('PUT', contactPath, () => ({ message: 'INTERNAL' }), 500),
      userRoute,
    );
    await fill('Ny Navn', '87654321');
    expect(await screen.findByText('Vi kunne ikke ændre dine oplysninger. Prøv venligst igen.')).toBeTruthy();
  });

  it('checks the rules before sending: name required, phone digits only and at least 8', async () => {
    const fetchMock = mockApi(userRoute);
    await fill('', '12ab5678');
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(screen.getByText('Telefonnummeret må kun indeholde tal (og evt. + foran).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Telefonnummer/), { target: { value: '123 45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Skal være mindst 8 tegn.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', contactPath)).toHaveLength(0);
  });
});
