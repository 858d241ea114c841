import type { Customer } from '@studiekraft/shared/schemas/customers';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminCustomerDetailPage } from '../admin/admin-customer-detail-page.tsx';

/** Customer 3, a private person whose login is user 9, as GET /customers/3 answers for the staff page. */
export const customerKaren: Customer = {
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

/** The staff customer page for customer 3. */
export const renderCustomerPage = () =>
  renderWithRouter(
    [{ path: '/administration/customers/:id', Component: AdminCustomerDetailPage }],
    '/administration/customers/3',
  );
