import type { Customer } from '@studiekraft/shared/schemas/customers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersOf, mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { customerKaren, renderCustomerPage as renderPage } from './customer-fixtures.ts';

const base: Customer = { ...customerKaren, notes: 'Ringer altid om fredagen' };

afterEach(() => vi.unstubAllGlobals());

describe('AdminCustomerDetailPage', () => {
  it('shows the info, the missing company, notes and the empty project list, asking for the includes', async () => {
    const fetchMock = mockApi(on('/api/customers/3', () => ({ data: base })));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Karen Kunde' })).toBeTruthy();
    expect(screen.getByText('Kunden har ikke registreret en virksomhed')).toBeTruthy();
    expect(screen.getByText('Ringer altid om fredagen')).toBeTruthy();
    expect(screen.getByText('Denne kunde har ikke nogen projekter.')).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(JSON.parse(url.searchParams.get('includes') ?? '[]')).toEqual(['user', 'projects', 'projects.student']);
  });

  it('lists projects with their student and Danish status, and the company when there is a VAT number', async () => {
    mockApi(
      on('/api/customers/3', () => ({
        data: {
          ...base,
          vat_number: '12345678',
          company_name: 'Firma ApS',
          projects: [
            {
              id: 7,
              name: 'Regnskab marts',
              status: 'project-clarification',
              created_at: '2026-03-01T00:00:00.000Z',
              student: { id: 4, name: 'Sofie Studerende', slug: 'sofie' },
            },
          ],
        },
      })),
    );
    renderPage();

    expect(await screen.findByText('Regnskab marts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sofie Studerende' }).getAttribute('href')).toBe('/administration/students/4');
    expect(screen.getByText('Firma ApS')).toBeTruthy();
    expect(screen.queryByText('Kunden har ikke registreret en virksomhed')).toBeNull();
    // Stored while the register could not confirm it: staff see that it still needs checking.
    expect(screen.getByText('ikke bekræftet')).toBeTruthy();
  });

  it('marks a VAT number the register confirmed as confirmed', async () => {
    mockApi(
      on('/api/customers/3', () => ({
        data: { ...base, vat_number: '12345678', company_name: 'Firma ApS', vat_verified: true },
      })),
    );
    renderPage();
    expect(await screen.findByText('bekræftet i CVR')).toBeTruthy();
    expect(screen.queryByText('ikke bekræftet')).toBeNull();
  });

  it('confirms before deactivating, says what happened and labels the state truthfully', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let activated = true;
    mockApi(
      onMethod('PUT', '/api/users/deactivate/9', (_url, body) => {
        calls.push({ path: 'deactivate', body });
        activated = false;
        return { data: {} };
      }),
      onMethod('PUT', '/api/users/activate/9', (_url, body) => {
        calls.push({ path: 'activate', body });
        activated = true;
        return { data: {} };
      }),
      on('/api/customers/3', () => ({ data: { ...base, user: { ...base.user, activated } } })),
    );
    renderPage();

    // One click only asks; cancelling changes nothing.
    fireEvent.click(await screen.findByRole('switch', { name: 'Aktiveret' }));
    const ask = await screen.findByRole('dialog', { name: 'Deaktiver kunde' });
    expect(within(ask).getByText(/Vil du deaktivere Karen Kunde\?/)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deaktiver kunde' })).toBeNull());
    expect(calls).toEqual([]);
    expect((screen.getByRole('switch', { name: 'Aktiveret' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('switch', { name: 'Aktiveret' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deaktiver kunde' })).getByRole('button', { name: 'Deaktiver' }),
    );
    await waitFor(() => expect(calls).toEqual([{ path: 'deactivate', body: undefined }]));
    expect(await screen.findByText('Karen Kunde er deaktiveret og kan ikke længere logge ind.')).toBeTruthy();
    const off = await screen.findByRole('switch', { name: 'Deaktiveret' });
    expect((off as HTMLInputElement).checked).toBe(false);

    fireEvent.click(off);
    expect(await screen.findByText('Skal kunden have en aktiveringsmail?')).toBeTruthy();
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Aktiver og send mail' }));
    await waitFor(() => expect(calls[1]).toEqual({ path: 'activate', body: { sendActivationMail: true } }));
    expect(await screen.findByText('Karen Kunde er aktiveret, og aktiveringsmailen er sendt.')).toBeTruthy();
    expect(((await screen.findByRole('switch', { name: 'Aktiveret' })) as HTMLInputElement).checked).toBe(true);
  });

  it('edits in a dialog validated by the shared schema, with Danish field errors', async () => {
    let saved: unknown;
    mockApi(
      onMethod('PUT', '/api/customers/3', (_url, body) => {
        saved = body;
        return { data: { ...base, first_name: 'Kirsten', name: 'Kirsten Kunde' } };
      }),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Rediger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger kunde: Karen Kunde' });
    // The notes field is the spec's 50 columns by 10 rows, never wider than the dialog.
    const notes = within(dialog).getByRole('textbox', { name: 'Noter' }) as HTMLTextAreaElement;
    expect([notes.cols, notes.rows, notes.style.maxWidth]).toEqual([50, 10, '100%']);
    const firstName = screen.getByRole('textbox', { name: /Fornavn/ });
    fireEvent.change(firstName, { target: { value: '' } });
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Gem' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(firstName, { target: { value: 'Kirsten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(saved).toMatchObject({ first_name: 'Kirsten', notes: 'Ringer altid om fredagen' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('puts the API field errors of a refused save on the fields, in Danish, and keeps the dialog open', async () => {
    mockApi(
      onMethod(
        'PUT',
        '/api/customers/3',
        () => ({ message: 'VALIDATION_ERROR', errors: { company_name: ['validation.vat_verified'] } }),
        422,
      ),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Rediger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger kunde: Karen Kunde' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(
      await within(dialog).findByText('Navnet er bekræftet i CVR-registret og kan kun ændres sammen med CVR-nummeret.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Kunden kunne ikke gemmes.')).toBeNull();
  });

  it('deletes after a confirmation and says when the customer was deactivated instead', async () => {
    mockApi(
      onMethod('DELETE', '/api/customers/3', () => ({ data: { id: 3, deleted: false } })),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Slet' }));
    expect(await screen.findByText(/Vil du slette Karen Kunde\?/)).toBeTruthy();
    const dialog = screen.getByRole('dialog', { name: 'Slet kunde' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Kunden har projekter og er derfor deaktiveret i stedet for slettet.')).toBeTruthy();
  });

  it('says when the customer is gone after a delete', async () => {
    mockApi(
      onMethod('DELETE', '/api/customers/3', () => ({ data: { id: 3, deleted: true } })),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Slet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet kunde' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Kunden er slettet.')).toBeTruthy();
  });

  it('shows the audit log of the customer and of their login in one request, exportable', async () => {
    const asked: unknown[] = [];
    mockApi(
      on('/api/audit-log', (url) => {
        asked.push(filtersOf(url));
        const entry = (id: number, action: string, type: string, at: string) => ({
          id,
          action,
          entity_type: type,
          entity_id: type === 'customer' ? 3 : 9,
          entity_label: null,
          created_at: at,
          before: null,
          after: null,
          employee: { user_id: 30, name: 'Eva Ansat' },
        });
        return {
          rows: [
            entry(2, 'user.deactivated', 'user', '2026-03-02T10:00:00.000Z'),
            entry(1, 'customer.updated', 'customer', '2026-03-01T10:00:00.000Z'),
          ],
          total: 2,
        };
      }),
      on('/api/customers/3', () => ({ data: base })),
    );
    renderPage();

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' · ')[0])).toEqual(['Konto deaktiveret', 'Kundeoplysninger ændret']);
    expect(items[0]?.textContent).toContain('Eva Ansat');
    expect(asked).toEqual([[{ key: 'customer', value: 3, operator: 'eq' }]]);
    const panel = screen.getByRole('heading', { name: 'Revisionslog' }).closest('div') as HTMLElement;
    expect(within(panel.parentElement as HTMLElement).getByRole('button', { name: 'Eksportér CSV' })).toBeTruthy();
  });

  it('shows not found for a 404', async () => {
    mockApi();
    renderPage();
    expect(await screen.findByText('Kunden findes ikke.')).toBeTruthy();
  });
});
