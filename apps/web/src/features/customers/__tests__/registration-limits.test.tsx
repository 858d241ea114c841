import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, onLimited } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CustomerRegistrationPage } from '../components/customer-registration-page.tsx';

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderPage() {
  return renderWithRouter([{ path: '/customers/register', element: <CustomerRegistrationPage /> }], '/customers/register');
}

/** The registration's answers to the API's limits (issue 34): that it is a limit, and when to try again. */
describe('registration at a rate limit', { timeout: 20_000 }, () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('says a limited registration is a limit, not that it failed', async () => {
    mockApi(onLimited('POST', '/api/customers', 900));
    renderPage();
    type(/^Fornavn/, 'Mette');
    type(/^Efternavn/, 'Holm');
    type(/^Telefonnummer/, '12345678');
    type(/^Email/, 'mette@firma.dk');
    type(/^Kodeord/, 'hemmeligt-1');
    type(/^Postnummer/, '8000');
    type(/^By/, 'Aarhus');
    type(/^Adresse/, 'Vestergade 1');
    fireEvent.click(screen.getByRole('button', { name: 'Opret' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Der har været for mange forsøg på kort tid. Prøv igen om 15 minutter.');
  });

  it('says a limited VAT lookup is a limit, and that registration can go on', async () => {
    mockApi(onLimited('POST', '/api/vat/check', 200));
    renderPage();
    type(/^CVR-nummer/, '12345678');
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 4 minutter.')).toBeTruthy();
    expect(
      screen.getByText('Skriv selv firmanavn og adresse, og fortsæt oprettelsen. Vi bekræfter CVR-nummeret senere.'),
    ).toBeTruthy();
    expect(screen.queryByText('Vi kan ikke slå CVR-nummeret op lige nu.')).toBeNull();
  });
});
