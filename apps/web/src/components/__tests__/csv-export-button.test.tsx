import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminCustomersPage } from '../../features/customers/admin/admin-customers-page.tsx';
import { authStore } from '../../lib/auth-store.ts';
import { filtersOf, mockApi, on } from '../../test/fetch-mock.ts';
import { logInAs } from '../../test/project-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';

const customer = {
  id: 3,
  first_name: 'Karen',
  last_name: 'Kunde',
  name: 'Karen Kunde',
  email: 'karen@example.test',
  phone_number: '12345678',
  company_name: null,
  vat_number: null,
  vat_verified: false,
  is_company: false,
  address: null,
  city: 'Aarhus C',
  postcode: '8000',
  referral: null,
  newsletter: false,
  is_new_registration: false,
  created_at: '2026-11-01T10:00:00.000Z',
  user: { id: 9, email: 'karen@example.test', activated: true, confirmed: true },
};

/** The export's route: a CSV body as the server sends it (with its headers), or a refusal. */
const onCsv =
  (status = 200, headers: Record<string, string> = { 'Content-Disposition': 'attachment; filename="kunder-2026-11-24.csv"' }) =>
  (url: URL) =>
    url.pathname === '/api/customers.csv'
      ? Promise.resolve(
          status === 200
            ? new Response('\uFEFFId;Navn\r\n3;Karen Kunde\r\n', {
                status,
                headers: { 'Content-Type': 'text/csv; charset=utf-8', 'X-Export-Truncated': 'false', ...headers },
              })
            : new Response(JSON.stringify({ message: 'INTERNAL' }), { status, headers: { 'Content-Type': 'application/json' } }),
        )
      : undefined;

const exportCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === '/api/customers.csv');

describe('Eksportér CSV', () => {
  let clicked: { href: string; download: string }[];
  beforeEach(() => {
    authStore.reset();
    window.sessionStorage.clear();
    logInAs('EMPLOYEE');
    clicked = [];
    // jsdom has no object URLs and does not navigate on a click: record what would be downloaded.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv-1'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the table as filtered, sorted and searched, with the Bearer token and without paging', async () => {
    const fetchMock = mockApi(
      on('/api/customers', () => ({ rows: [customer], total: 1 })),
      onCsv(),
    );
    renderWithProviders(<AdminCustomersPage activeProjectsOnly />);
    await screen.findByText('Karen Kunde');
    fireEvent.change(screen.getByRole('textbox', { name: 'Søg' }), { target: { value: 'karen' } });
    fireEvent.click(screen.getByRole('button', { name: /Email/ }));
    // The debounced search reaches the list first; the export takes the same query.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/customers?') && String(url).includes('karen')),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eksportér CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));

    const [call] = exportCalls(fetchMock);
    expect(call).toBeDefined();
    const { url, init } = call as { url: URL; init: RequestInit };
    expect(filtersOf(url)).toEqual(
      expect.arrayContaining([
        { key: 'name', value: 'karen', operator: 'ct' },
        { key: 'hasOpenProject', value: 1, operator: 'eq' },
      ]),
    );
    expect(JSON.parse(url.searchParams.get('sort') ?? '[]')).toEqual([{ key: 'email', direction: 'ASC' }]);
    expect(url.searchParams.has('limit')).toBe(false);
    expect(url.searchParams.has('page')).toBe(false);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(clicked[0]?.href).toBe('blob:csv-1');
    // The server's name: the day in Copenhagen.
    expect(clicked[0]?.download).toBe('kunder-2026-11-24.csv');
    const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain('Karen Kunde');
    // Loading is over: the button can be pressed again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eksportér CSV' }).hasAttribute('data-loading')).toBe(false));
  });

  it('says so in Danish when the export fails, and downloads nothing', async () => {
    mockApi(
      on('/api/customers', () => ({ rows: [customer], total: 1 })),
      onCsv(500),
    );
    renderWithProviders(<AdminCustomersPage />);
    await screen.findByText('Karen Kunde');
    fireEvent.click(screen.getByRole('button', { name: 'Eksportér CSV' }));
    expect(await screen.findByText('Eksporten kunne ikke hentes. Prøv venligst igen.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });

  it('says when the server cut the export at its row cap, and names the file itself without a server name', async () => {
    mockApi(
      on('/api/customers', () => ({ rows: [customer], total: 1 })),
      onCsv(200, { 'X-Export-Truncated': 'true' }),
    );
    renderWithProviders(<AdminCustomersPage />);
    await screen.findByText('Karen Kunde');
    fireEvent.click(screen.getByRole('button', { name: 'Eksportér CSV' }));
    expect(
      await screen.findByText('Filen indeholder kun de første 10.000 rækker. Indsnævr søgningen for at få resten.'),
    ).toBeTruthy();
    expect(clicked[0]?.download).toMatch(/^kunder-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
