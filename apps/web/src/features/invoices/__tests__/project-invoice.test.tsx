import type { Invoice } from '@studiekraft/shared/schemas/invoices';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, respond } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CustomerInvoiceList } from '../components/customer-invoice-list.tsx';
import { ProjectInvoice } from '../components/project-invoice.tsx';

const invoice: Invoice = {
  id: 5,
  number: '2026-0042',
  kind: 'invoice',
  status: 'open',
  issued_at: '2026-01-30T10:00:00.000Z',
  delivery_date: '2026-01-30',
  due_date: '2026-02-07',
  due_at: '2026-02-07',
  subtotal: 499.98,
  vat: 125,
  total: 624.98,
  payment_reference: '20260042',
  customer: { id: 7, name: 'Åse Ærø' },
  project: { id: 3, name: 'Logo til bageriet', conversation_id: 4 },
  lines: [],
  credited_invoice_id: null,
  credit_note_id: null,
  reminders_sent: 0,
  paid_at: null,
};

describe('a project’s invoice for the customer', () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('CUSTOMER');
    URL.createObjectURL = vi.fn(() => 'blob:faktura');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows number, total with øre, due date and status, and downloads the PDF under the server’s name', async () => {
    const asked: unknown[] = [];
    const pdfs: string[] = [];
    mockApi((url) => {
      if (url.pathname === '/api/invoices') {
        asked.push(filtersOf(url));
        return respond(200, { rows: [invoice], total: 1 });
      }
      if (url.pathname === '/api/invoices/5/pdf') {
        pdfs.push(url.pathname);
        return Promise.resolve(
          new Response('%PDF-1.3', {
            status: 200,
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="faktura-2026-0042.pdf"' },
          }),
        );
      }
      return undefined;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithRouter([{ path: '/', element: <ProjectInvoice projectId={3} /> }], '/');
    expect(await screen.findByText('2026-0042')).toBeTruthy();
    expect(screen.getByText(/624,98/)).toBeTruthy();
    expect(screen.getByText('07-02-2026')).toBeTruthy();
    expect(screen.getByText('Åben')).toBeTruthy();
    expect(asked[0]).toEqual([
      { key: 'project_id', operator: 'eq', value: 3 },
      { key: 'kind', operator: 'eq', value: 'invoice' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Hent faktura (PDF)' }));
    await waitFor(() => expect(pdfs).toEqual(['/api/invoices/5/pdf']));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('faktura-2026-0042.pdf');
  });

  it('lists the customer’s invoices on the overview, and says so when there are none', async () => {
    mockApi((url) => (url.pathname === '/api/invoices' ? respond(200, { rows: [], total: 0 }) : undefined));
    renderWithRouter([{ path: '/', element: <CustomerInvoiceList /> }], '/');
    expect(await screen.findByText(/Du har ingen fakturaer endnu/)).toBeTruthy();
  });
});
