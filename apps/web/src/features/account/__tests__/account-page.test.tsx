import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { customerId, customerRecord, logIn, renderAccount, userId, userOf } from './account-fixtures.tsx';

afterEach(() => authStore.reset());

describe('Account page', () => {
  it("shows customers six sections, 'Dine informationer', 'Udtalelse' and 'Dine data' included, and keeps the open one in the URL", async () => {
    logIn('CUSTOMER');
    mockApi(
      on(`/api/users/${userId}`, () => ({ data: userOf('CUSTOMER') })),
      on(`/api/customers/${customerId}`, () => ({ data: customerRecord })),
    );
    const { router } = renderAccount('/account');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Profilbillede',
      'Email og kodeord',
      'Kontaktoplysninger',
      'Dine informationer',
      'Udtalelse',
      'Dine data',
    ]);
    expect(screen.getByRole('tab', { name: 'Profilbillede' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Logget ind som karen@firma.dk')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Dine informationer' }));
    expect(router.state.location.pathname).toBe('/account/information');
    expect(await screen.findByLabelText(/CVR-nummer/)).toBeTruthy();
  });

  it('gives students four sections and falls back to the first for an unknown one', async () => {
    logIn('STUDENT');
    mockApi(on(`/api/users/${userId}`, () => ({ data: userOf('STUDENT') })));
    renderAccount('/account/information');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Profilbillede', 'Email og kodeord', 'Kontaktoplysninger', 'Dine data']);
    expect(screen.getByRole('tab', { name: 'Profilbillede' }).getAttribute('aria-selected')).toBe('true');
  });
});
