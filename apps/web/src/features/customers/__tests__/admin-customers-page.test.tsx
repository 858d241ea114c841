import type { Customer } from '@studiekraft/shared/schemas/customers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminCustomersPage } from '../admin/admin-customers-page.tsx';

const customer = (id: number, name: string, extra: Partial<Customer> = {}): Customer => ({
  id,
  first_name: name.split(' ')[0] ?? name,
  last_name: name.split(' ')[1] ?? '',
  name,
  email: `${id}@firma.dk`,
  phone_number: '12345678',
  company_name: null,
  vat_number: null,
  vat_verified: false,
  is_company: false,
  address: 'Testvej 1',
  city: 'Aarhus C',
  postcode: '8000',
  referral: null,
  newsletter: false,
  is_new_registration: false,
  created_at: '2026-03-04T10:00:00.000Z',
  user: { id: id + 100, email: `${id}@firma.dk`, activated: true, confirmed: true },
  ...extra,
});

const listOf = (...rows: Customer[]) => ({ rows, total: rows.length });
const sortOf = (url: URL) => JSON.parse(url.searchParams.get('sort') ?? '[]') as { key: string; direction: string }[];

afterEach(() => vi.unstubAllGlobals());

describe('AdminCustomersPage', () => {
  it('lists customers with links to their detail pages, newest first by default', async () => {
    const fetchMock = mockApi(
      on('/api/customers', () =>
        listOf(
          customer(1, 'Alma Andersen', { company_name: 'Alma ApS' }),
          customer(2, 'Bent Berg', {
            user: { id: 102, email: '2@firma.dk', activated: false, confirmed: true },
          }),
        ),
      ),
    );
    renderWithProviders(<AdminCustomersPage />, '/administration/customers');

    const link = await screen.findByRole('link', { name: 'Alma Andersen' });
    expect(link.getAttribute('href')).toBe('/administration/customers/1');
    expect(screen.getByText('Alma ApS')).toBeTruthy();
    expect(screen.getAllByText('2026-03-04')).toHaveLength(2);
    expect(screen.getByText('Deaktiveret')).toBeTruthy();
    expect(screen.getByText('2 kunder')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(sortOf(url)).toEqual([{ key: 'created_at', direction: 'DESC' }]);
    expect(filtersOf(url)).toEqual([]);
  });

  it('sorts by a column on the server from its header button, toggling the direction', async () => {
    const fetchMock = mockApi(on('/api/customers', () => listOf(customer(1, 'Alma Andersen'))));
    renderWithProviders(<AdminCustomersPage />, '/administration/customers');
    await screen.findByRole('link', { name: 'Alma Andersen' });

    // A real button, so Tab reaches it and Enter or Space sort from the keyboard.
    const nameHeader = screen.getByRole('button', { name: /Navn/ });
    expect(nameHeader.tagName).toBe('BUTTON');
    fireEvent.click(nameHeader);
    await waitFor(() =>
      expect(sortOf(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost'))).toEqual([
        { key: 'name', direction: 'ASC' },
      ]),
    );
    expect(screen.getByRole('columnheader', { name: /Navn/ }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(nameHeader);
    await waitFor(() =>
      expect(sortOf(new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost'))).toEqual([
        { key: 'name', direction: 'DESC' },
      ]),
    );
  });

  it('searches name, e-mail and company on the server and says when nothing matches', async () => {
    const fetchMock = mockApi(
      on('/api/customers', (url) => (filtersOf(url).length ? listOf() : listOf(customer(1, 'Alma Andersen')))),
    );
    renderWithProviders(<AdminCustomersPage />, '/administration/customers');
    await screen.findByRole('link', { name: 'Alma Andersen' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Søg' }), { target: { value: 'zz' } });
    expect(await screen.findByText('Ingen kunder matcher søgningen.')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(filtersOf(url)).toEqual([
      { key: 'name', value: 'zz', operator: 'ct' },
      { key: 'email', value: 'zz', operator: 'ct' },
      { key: 'company_name', value: 'zz', operator: 'ct' },
    ]);
  });

  it('asks only for customers with an open project in the active-projects child', async () => {
    const fetchMock = mockApi(on('/api/customers', () => listOf()));
    renderWithProviders(<AdminCustomersPage activeProjectsOnly />, '/administration/customers/active-projects');

    expect(await screen.findByText('Der er ingen kunder.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kunder med aktive projekter' })).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(filtersOf(url)).toEqual([{ key: 'hasOpenProject', value: 1, operator: 'eq' }]);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi((url) =>
      url.pathname === '/api/customers'
        ? fail
          ? Promise.resolve(new Response('{"message":"INTERNAL"}', { status: 500 }))
          : Promise.resolve(
              new Response(JSON.stringify(listOf(customer(1, 'Alma Andersen'))), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              }),
            )
        : undefined,
    );
    renderWithProviders(<AdminCustomersPage />, '/administration/customers');

    expect(await screen.findByText('Kunderne kunne ikke hentes.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('link', { name: 'Alma Andersen' })).toBeTruthy();
  });
});
