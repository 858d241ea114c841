import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { customerId, customerRecord, logIn, renderAccount, sentBodies, userId, userOf } from './account-fixtures.tsx';

const customerPath = `/api/customers/${customerId}`;
const routes = [
  on(customerPath, () => ({ data: customerRecord })),
  on(`/api/users/${userId}`, () => ({ data: userOf('CUSTOMER') })),
];

beforeEach(() => logIn('CUSTOMER'));
afterEach(() => authStore.reset());

const updateButton = () => screen.getByRole('button', { name: 'Opdater' });

describe("'Dine informationer' (customers)", () => {
  it('loads the record, sends company and address with the unchanged name and phone, and confirms', async () => {
    const fetchMock = mockApi(
      onMethod('PUT', customerPath, (_url, body) => ({ data: { ...customerRecord, ...(body as object) } })),
      ...routes,
    );
    renderAccount('/account/information');
    const city = await screen.findByLabelText(/By/);
    expect((city as HTMLInputElement).value).toBe('Aarhus C');
    fireEvent.change(city, { target: { value: 'Odense C' } });
    fireEvent.change(screen.getByLabelText(/Postnummer/), { target: { value: '5000' } });
    fireEvent.click(updateButton());
    expect(await screen.findByText('Dine oplysninger er blevet opdateret.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', customerPath)).toEqual([
      {
        vat_number: '12345678',
        company_name: 'Firma ApS',
        address: 'Testvej 1',
        postcode: '5000',
        city: 'Odense C',
        first_name: 'Karen',
        last_name: 'Kunde',
        phone_number: '12345678',
      },
    ]);
    expect(authStore.getState().session?.account.city).toBe('Odense C');
  });

  it("keeps a verified company's name read-only until the CVR number changes", async () => {
    mockApi(...routes);
    renderAccount('/account/information');
    const name = (await screen.findByLabelText(/Virksomhedsnavn/)) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(screen.getByText('Navnet kommer fra CVR-registret. Skift CVR-nummeret for at skifte virksomhed.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/CVR/), { target: { value: '87654321' } });
    await waitFor(() => expect(name.readOnly).toBe(false));
  });

  it("shows the server's refusal to rename a verified company in Danish under the name", async () => {
    mockApi(
      onMethod(
        'PUT',
        customerPath,
        () => ({ message: 'VALIDATION_FAILED', errors: { company_name: ['validation.vat_verified'] } }),
        422,
      ),
      on(customerPath, () => ({ data: { ...customerRecord, vat_verified: false } })),
      ...routes.slice(1),
    );
    renderAccount('/account/information');
    await screen.findByLabelText(/By/);
    fireEvent.click(updateButton());
    expect(
      await screen.findByText('Navnet er bekræftet i CVR-registret og kan kun ændres sammen med CVR-nummeret.'),
    ).toBeTruthy();
  });

  // Issue 34: a number the register could not confirm (an outage at sign-up) showed only on the staff page.
  it('says a CVR number is not confirmed in CVR and that saving looks it up again, until it is changed', async () => {
    mockApi(
      on(customerPath, () => ({ data: { ...customerRecord, vat_verified: false } })),
      ...routes.slice(1),
    );
    renderAccount('/account/information');
    const vat = await screen.findByLabelText(/CVR/);
    expect(screen.getByText('ikke bekræftet i CVR')).toBeTruthy();
    expect(screen.getByText('Vi slår nummeret op i CVR igen, når du gemmer.')).toBeTruthy();
    fireEvent.change(vat, { target: { value: '87654321' } });
    await waitFor(() => expect(screen.queryByText('ikke bekræftet i CVR')).toBeNull());
  });

  it('says nothing about confirmation for a confirmed CVR number', async () => {
    mockApi(...routes);
    renderAccount('/account/information');
    await screen.findByLabelText(/CVR/);
    expect(screen.queryByText('ikke bekræftet i CVR')).toBeNull();
  });

  it('disables Update while a field has an error', async () => {
    mockApi(...routes);
    renderAccount('/account/information');
    fireEvent.change(await screen.findByLabelText(/Postnummer/), { target: { value: '50' } });
    await waitFor(() => expect(updateButton().hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('Skal være mindst 4 tegn.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Postnummer/), { target: { value: '5000' } });
    await waitFor(() => expect(updateButton().hasAttribute('disabled')).toBe(false));
  });

  it('shows the failure text when the update fails', async () => {
    mockApi(
      onMethod('PUT', customerPath, () => ({ message: 'INTERNAL' }), 500),
      ...routes,
    );
    renderAccount('/account/information');
    await screen.findByLabelText(/By/);
    fireEvent.click(updateButton());
    expect(await screen.findByText('Vi kunne ikke opdatere dine oplysninger. Prøv venligst igen.')).toBeTruthy();
  });
});
