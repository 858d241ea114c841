import { notifications } from '@mantine/notifications';
import type { Customer } from '@studiekraft/shared/schemas/customers';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, onLimited } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminCustomerDetailPage } from '../admin/admin-customer-detail-page.tsx';

const customer: Customer = {
  id: 3,
  first_name: 'Karen',
  last_name: 'Kunde',
  name: 'Karen Kunde',
  email: 'karen@firma.dk',
  phone_number: '12345678',
  company_name: null,
  vat_number: null,
  vat_verified: false,
  is_company: false,
  address: 'Testvej 1',
  city: 'Aarhus C',
  postcode: '8000',
  notes: null,
  referral: null,
  newsletter: false,
  is_new_registration: false,
  created_at: '2026-01-05T10:00:00.000Z',
  user: { id: 9, email: 'karen@firma.dk', activated: true, confirmed: true },
  projects: [],
};

const renderPage = () =>
  renderWithRouter(
    [{ path: '/administration/customers/:id', Component: AdminCustomerDetailPage }],
    '/administration/customers/3',
  );

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

/** Staff's personal-data actions share the account's limits (users/routes.ts): a 429 says when to try again. */
describe("the staff customer page's personal data at a rate limit (issue 34)", () => {
  it("'Slet persondata' says it is a limit, not that deleting failed", async () => {
    mockApi(
      onLimited('DELETE', '/api/users/9', 300),
      on('/api/customers/3', () => ({ data: customer })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Slet persondata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet persondata' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet persondata' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Der har været for mange forsøg på kort tid. Prøv igen om 5 minutter.',
    );
  });

  it("'Hent persondata' says it is a limit, not that the download failed", async () => {
    mockApi(
      onLimited('GET', '/api/users/9/export', 90),
      on('/api/customers/3', () => ({ data: customer })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hent persondata' }));
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 2 minutter.')).toBeTruthy();
  });
});
