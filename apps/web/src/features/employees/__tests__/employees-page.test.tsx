import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EmployeesPage } from '../admin/employees-page.tsx';

const employee = (id: number, name: string) => ({
  id,
  name,
  phone_number: '12345678',
  created_at: '2026-02-03T10:00:00.000Z',
  avatars: { primary: null },
});
const list = { rows: [employee(1, 'Eva Egen'), employee(2, 'Frank Frisk')], total: 2 };

beforeEach(() => {
  authStore.setSession({
    access_token: 'token',
    user_id: 50,
    account_type: 'EMPLOYEE',
    account: { id: 1, name: 'Eva Egen', type: 'EMPLOYEE' },
    latest_conversation_id: null,
  } as unknown as LoginResponse);
});
afterEach(() => {
  authStore.clearSession();
  vi.unstubAllGlobals();
});

describe('EmployeesPage', () => {
  it('lists employees with created date; edit only on oneself, delete only on others', async () => {
    mockApi(on('/api/employees', () => list));
    renderWithProviders(<EmployeesPage />, '/administration/employees');

    const own = (await screen.findByText('Eva Egen')).closest('tr') as HTMLElement;
    const other = screen.getByText('Frank Frisk').closest('tr') as HTMLElement;
    expect(within(own).getByText('2026-02-03')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Rediger' })).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /Slet/ })).toBeNull();
    expect(within(other).queryByRole('button', { name: 'Rediger' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Slet Frank Frisk' })).toBeTruthy();
  });

  it('deletes after a confirmation and says when the employee was deactivated instead', async () => {
    const deleted: string[] = [];
    mockApi(
      onMethod('DELETE', '/api/employees/2', (url) => {
        deleted.push(url.pathname);
        return { data: { id: 2, deleted: false } };
      }),
      on('/api/employees', () => list),
    );
    renderWithProviders(<EmployeesPage />, '/administration/employees');

    fireEvent.click(await screen.findByRole('button', { name: 'Slet Frank Frisk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet medarbejder' });
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Medarbejderen har historik og er derfor deaktiveret i stedet for slettet.')).toBeTruthy();
    expect(deleted).toEqual(['/api/employees/2']);
  });

  it('tells that the last active employee cannot be deleted', async () => {
    mockApi(
      onMethod('DELETE', '/api/employees/2', () => ({ message: 'LAST_ACTIVE_EMPLOYEE' }), 409),
      on('/api/employees', () => list),
    );
    renderWithProviders(<EmployeesPage />, '/administration/employees');
    fireEvent.click(await screen.findByRole('button', { name: 'Slet Frank Frisk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet medarbejder' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Den sidste aktive medarbejder kan ikke slettes.')).toBeTruthy();
  });

  it('creates an employee from name, e-mail and phone, validated by the shared schema', async () => {
    let body: unknown;
    mockApi(
      onMethod(
        'POST',
        '/api/employees',
        (_url, sent) => {
          body = sent;
          return { data: employee(3, 'Gitte Ny') };
        },
        201,
      ),
      on('/api/employees', () => list),
    );
    renderWithProviders(<EmployeesPage />, '/administration/employees');

    fireEvent.click(await screen.findByRole('button', { name: 'Opret medarbejder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opret medarbejder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Navn/ }), { target: { value: 'Gitte Ny' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'ikke-en-mail' } });
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Opret' }) as HTMLButtonElement).disabled).toBe(true));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'gitte@studiekraft.dk' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    await waitFor(() => expect(body).toMatchObject({ name: 'Gitte Ny', email: 'gitte@studiekraft.dk' }));
  });

  it('edits one’s own name and phone', async () => {
    let body: unknown;
    mockApi(
      onMethod('PUT', '/api/employees/1', (_url, sent) => {
        body = sent;
        return { data: employee(1, 'Eva Ny') };
      }),
      on('/api/employees', () => list),
    );
    renderWithProviders(<EmployeesPage />, '/administration/employees');
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger dine oplysninger' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Navn/ }), { target: { value: 'Eva Ny' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(body).toEqual({ name: 'Eva Ny', phone_number: '12345678' }));
  });
});

describe('EmployeesPage history', () => {
  it('shows what an employee did and what was done to their account, and marks a deactivated one', async () => {
    const withUser = (row: ReturnType<typeof employee>, userId: number, activated: boolean) => ({
      ...row,
      user: { id: userId, email: `${userId}@studiekraft.dk`, activated },
    });
    const asked: string[] = [];
    const fetchMock = mockApi(
      on('/api/audit-log', (url) => {
        const [first] = JSON.parse(url.searchParams.get('filter_groups') ?? '[]')[0].filters as { key: string; value: unknown }[];
        asked.push(`${first?.key}=${first?.value}`);
        const action = first?.key === 'employee_user_id' ? 'project.closed' : 'employee.deactivated';
        return {
          rows: [
            {
              id: first?.key === 'employee_user_id' ? 7 : 8,
              action,
              entity_type: first?.key === 'employee_user_id' ? 'project' : 'employee',
              entity_id: 2,
              entity_label: first?.key === 'employee_user_id' ? 'Årsregnskab 2026' : 'Frank Frisk',
              created_at: '2026-11-02T10:00:00.000Z',
              before: null,
              after: null,
              employee: { user_id: 50, name: 'Eva Egen' },
            },
          ],
          total: 1,
        };
      }),
      on('/api/employees', () => ({
        rows: [withUser(employee(1, 'Eva Egen'), 50, true), withUser(employee(2, 'Frank Frisk'), 51, false)],
        total: 2,
      })),
    );
    renderWithProviders(<EmployeesPage />, '/administration/employees');

    const other = (await screen.findByText('Frank Frisk')).closest('tr') as HTMLElement;
    expect(within(other).getByText('Deaktiveret')).toBeTruthy();
    const listUrl = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(JSON.parse(listUrl.searchParams.get('includes') ?? '[]')).toEqual(['user']);

    fireEvent.click(within(other).getByRole('button', { name: 'Historik: Frank Frisk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historik: Frank Frisk' });
    expect(within(dialog).getByRole('heading', { name: 'Handlinger udført af Frank Frisk' })).toBeTruthy();
    expect(await within(dialog).findByText(/Projekt lukket/)).toBeTruthy();
    // What the employee did names the record it was done to; the account's own history does not need to.
    expect(within(dialog).getByText(/Projekt #2: Årsregnskab 2026/)).toBeTruthy();
    expect(within(dialog).queryByText(/Medarbejder #2/)).toBeNull();
    expect(await within(dialog).findByText(/Medarbejder deaktiveret/)).toBeTruthy();
    expect(asked.sort()).toEqual(['employee_user_id=51', 'entity_type=employee']);
  });
});
