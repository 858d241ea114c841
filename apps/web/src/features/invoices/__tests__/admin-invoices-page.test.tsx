import type { Invoice } from '@studiekraft/shared/schemas/invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, respond } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminInvoicesPage } from '../admin/admin-invoices-page.tsx';

const invoice = (id: number, number: string, status: Invoice['status'], extra: Partial<Invoice> = {}): Invoice => ({
  id,
  number,
  kind: 'invoice',
  status,
  issued_at: '2026-11-10T10:00:00.000Z',
  delivery_date: '2026-11-10',
  due_date: '2026-11-18',
  due_at: '2026-11-18',
  subtotal: 999.99,
  vat: 250,
  total: 1249.99,
  payment_reference: number.replace('-', ''),
  customer: { id: 7, name: 'Bageriet Ærø ApS' },
  project: { id: 3, name: 'Logo', conversation_id: 4 },
  lines: [],
  credited_invoice_id: null,
  credit_note_id: null,
  reminders_sent: 0,
  paid_at: null,
  ...extra,
});

function setup(options: { listFails?: boolean; extra?: Invoice[] } = {}) {
  const rows = [
    invoice(1, '2026-0001', 'open'),
    invoice(2, '2026-0002', 'paid', { customer: { id: 8, name: 'Kurt Hansen' } }),
    ...(options.extra ?? []),
  ];
  const calls = { posts: [] as string[], filters: [] as unknown[] };
  mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/invoices/totals')
      return respond(200, { data: [{ month: '2026-11', open: 1249.99, overdue: 0, paid: 500 }] });
    if (url.pathname === '/api/invoices' && method === 'GET') {
      if (options.listFails) return respond(500, { message: 'INTERNAL' });
      const filters = filtersOf(url);
      calls.filters.push(filters);
      const status = filters.find((f) => f.key === 'status')?.value;
      const shown = rows.filter((r) => !status || r.status === status);
      return respond(200, { rows: shown, total: shown.length });
    }
    const action = url.pathname.match(/^\/api\/invoices\/(\d+)\/(paid|credit|resend)$/);
    if (action && method === 'POST') {
      calls.posts.push(`${action[1]}/${action[2]}`);
      const row = rows.find((r) => r.id === Number(action[1]));
      if (!row) return respond(404, { message: 'NOT_FOUND' });
      if (action[2] === 'paid') row.status = 'paid';
      if (action[2] === 'credit') {
        row.status = 'credited';
        return respond(201, { data: invoice(9, '2026-0003', 'credited', { kind: 'credit_note', total: -1249.99 }) });
      }
      return respond(200, { data: row });
    }
    return undefined;
  });
  renderWithRouter([{ path: '/administration/invoices', element: <AdminInvoicesPage /> }], '/administration/invoices');
  return calls;
}

// Menus, dialogs and their transitions take a while on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

describe('the staff invoices page', () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists invoices with amounts in øre, the month totals, and filters by status', async () => {
    const calls = setup();
    const table = await screen.findByRole('table', { name: 'Fakturaer' });
    expect(within(table).getByText('2026-0001')).toBeTruthy();
    expect(within(table).getAllByText(/1\.249,99/).length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Åben').length).toBeGreaterThan(0);
    const totals = await screen.findByRole('table', { name: 'Fakturaer pr. måned' });
    expect(within(totals).getByText(/500,00/)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Vis fakturaer med status' }), { target: { value: 'paid' } });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Fakturaer' })).queryByText('2026-0001')).toBeNull());
    expect(calls.filters.at(-1)).toEqual([{ key: 'status', operator: 'eq', value: 'paid' }]);
  });

  it('marks an invoice paid from its row menu', async () => {
    const calls = setup();
    await screen.findByRole('table', { name: 'Fakturaer' });
    fireEvent.click(screen.getByRole('button', { name: 'Handlinger for faktura 2026-0001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Markér som betalt' }, { timeout: 5000 }));
    expect(await screen.findByText('Faktura 2026-0001 er markeret som betalt.')).toBeTruthy();
    expect(calls.posts).toEqual(['1/paid']);
  });

  const openCredit = async () => {
    await screen.findByRole('table', { name: 'Fakturaer' });
    fireEvent.click(screen.getByRole('button', { name: 'Handlinger for faktura 2026-0001' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Kreditér' }, { timeout: 5000 }));
    return screen.findByRole('dialog');
  };

  it('asks before crediting, and cancelling sends nothing', async () => {
    const calls = setup();
    const dialog = await openCredit();
    expect(within(dialog).getByText(/Vil du kreditere faktura 2026-0001/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annullér' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.posts).toEqual([]);
  });

  it('credits after the confirmation and names the credit note', async () => {
    const calls = setup();
    const dialog = await openCredit();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, kreditér' }));
    expect(await screen.findByText('Kreditnota 2026-0003 er udstedt og sendt.')).toBeTruthy();
    expect(calls.posts).toEqual(['1/credit']);
  });

  it('credits a paid invoice too, and tells staff the customer must be refunded by hand (issue 34)', async () => {
    const calls = setup();
    await screen.findByRole('table', { name: 'Fakturaer' });
    fireEvent.click(screen.getByRole('button', { name: 'Handlinger for faktura 2026-0002' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Kreditér' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Den studerendes udbetaling for projektet annulleres/)).toBeTruthy();
    expect(within(dialog).getByText(/Fakturaen er betalt\. Kunden skal have 1\.249,99 kr\. tilbage/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, kreditér' }));
    expect(
      await screen.findByText(/Kreditnota 2026-0003 er udstedt og sendt\. Husk at tilbagebetale kunden 1\.249,99 kr\. manuelt\./),
    ).toBeTruthy();
    expect(calls.posts).toEqual(['2/credit']);
  });

  it('offers no credit on an invoice already credited', async () => {
    setup({ extra: [invoice(4, '2026-0004', 'credited', { paid_at: '2026-11-12T10:00:00.000Z', credit_note_id: 5 })] });
    await screen.findByRole('table', { name: 'Fakturaer' });
    fireEvent.click(screen.getByRole('button', { name: 'Handlinger for faktura 2026-0004' }));
    await screen.findByRole('menuitem', { name: 'Hent PDF' }, { timeout: 5000 });
    expect(screen.queryByRole('menuitem', { name: 'Kreditér' })).toBeNull();
  });

  // Issue 34: once the toast after crediting a paid invoice was closed, nothing said a refund was still owed.
  it('marks a credited invoice that had been paid as one to refund by hand, and no other row', async () => {
    setup({
      extra: [
        invoice(4, '2026-0004', 'credited', { paid_at: '2026-11-12T10:00:00.000Z', credit_note_id: 5 }),
        invoice(5, '2026-0005', 'credited', { kind: 'credit_note', credited_invoice_id: 4, total: -1249.99 }),
        invoice(6, '2026-0006', 'credited', { credit_note_id: 7 }),
      ],
    });
    await screen.findByRole('table', { name: 'Fakturaer' });
    const refund = 'Betalt – refunderes manuelt';
    expect(within(screen.getByTestId('invoice-row-2026-0004')).getAllByText(refund).length).toBeGreaterThan(0);
    for (const number of ['2026-0001', '2026-0002', '2026-0005', '2026-0006'])
      expect(within(screen.getByTestId(`invoice-row-${number}`)).queryByText(refund)).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    setup({ listFails: true });
    expect(await screen.findByText('Fakturaerne kunne ikke hentes.')).toBeTruthy();
  });
});
