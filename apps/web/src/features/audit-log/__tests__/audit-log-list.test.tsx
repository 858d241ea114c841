import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AuditLogList } from '../admin/audit-log-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, extra: Record<string, unknown>) => ({
  id,
  entity_type: 'project',
  entity_id: 40,
  created_at: '2026-11-02T10:00:00.000Z',
  before: null,
  after: null,
  employee: { user_id: 30, name: 'Eva Ansat' },
  ...extra,
});

describe('AuditLogList', () => {
  it('shows who did what and when, with each changed field before and after in Danish', async () => {
    const fetchMock = mockApi(
      on('/api/audit-log', () => ({
        rows: [
          entry(2, {
            action: 'project.closed',
            created_at: '2026-11-03T09:00:00.000Z',
            before: { status: 'project-created' },
            after: { status: 'employee-closed-project', message: 'Gået i stå' },
          }),
          entry(1, { action: 'project.notes', before: { notes: null }, after: { notes: 'Ring til kunden' }, employee: null }),
        ],
        total: 2,
      })),
    );
    renderWithProviders(<AuditLogList sources={[{ entityType: 'project', entityId: 40 }]} />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' · ')[0])).toEqual(['Projekt lukket', 'Projektnoter ændret']);
    expect(items[0]?.textContent).toContain('Eva Ansat');
    expect(items[0]?.textContent).toContain('Status: Oprettet → Lukket af medarbejder');
    expect(items[0]?.textContent).toContain('Begrundelse: (intet) → Gået i stå');
    expect(items[1]?.textContent).toContain('Ukendt medarbejder');
    expect(items[1]?.textContent).toContain('Noter: (intet) → Ring til kunden');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(filtersOf(url)).toEqual([
      { key: 'entity_type', value: 'project', operator: 'eq' },
      { key: 'entity_id', value: 40, operator: 'eq' },
    ]);
  });

  it("speaks Danish, not codes: an application's statuses, the level and skills by name, Danish time (issue 34)", async () => {
    process.env.TZ = 'America/Los_Angeles';
    const fetchMock = mockApi(
      on('/api/audit-log', () => ({
        rows: [
          entry(3, {
            action: 'application.accepted',
            entity_type: 'student',
            entity_id: 8,
            // 00:30 in Copenhagen, the evening before in Los Angeles.
            created_at: '2026-11-02T23:30:00.000Z',
            before: { status: 'reviewed', activated: false },
            after: { status: 'accepted', level_id: 2, activated: true },
            names: { level_id: { '2': 'Rising Star' } },
          }),
          entry(2, {
            action: 'student.updated',
            entity_type: 'student',
            entity_id: 8,
            before: { level_id: 3, skills: [4] },
            after: { level_id: 2, skills: [4, 9] },
            names: { level_id: { '2': 'Rising Star', '3': 'Mastermind' }, skills: { '4': 'Logo', '9': 'Regnskab' } },
          }),
        ],
        total: 2,
      })),
    );
    renderWithProviders(<AuditLogList sources={[{ studentId: 8 }]} />);

    const items = await screen.findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Ansøgning godkendt · 2026-11-03 00:30');
    expect(items[0]?.textContent).toContain('Status: Gennemset → Godkendt');
    expect(items[0]?.textContent).toContain('Niveau: (intet) → Rising Star');
    expect(items[0]?.textContent).toContain('Aktiv: Nej → Ja');
    expect(items[1]?.textContent).toContain('Niveau: Mastermind → Rising Star');
    expect(items[1]?.textContent).toContain('Færdigheder: Logo → Logo, Regnskab');
    expect(items.map((item) => item.textContent).join()).not.toMatch(/reviewed|accepted|\(id\)/);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(filtersOf(url)).toEqual([{ key: 'student', value: 8, operator: 'eq' }]);
  });

  it('merges several sources newest first without repeating an entry', async () => {
    mockApi(
      on('/api/audit-log', (url) =>
        filtersOf(url)[0]?.key === 'employee_user_id'
          ? {
              rows: [
                entry(5, { action: 'user.activated', created_at: '2026-11-05T10:00:00.000Z' }),
                entry(3, { action: 'employee.created' }),
              ],
              total: 2,
            }
          : { rows: [entry(3, { action: 'employee.created' })], total: 1 },
      ),
    );
    renderWithProviders(<AuditLogList sources={[{ employeeUserId: 30 }, { entityType: 'employee', entityId: 1 }]} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' · ')[0])).toEqual(['Konto aktiveret', 'Medarbejder oprettet']);
  });

  it('names the record of each entry when asked, linking a customer to their page', async () => {
    mockApi(
      on('/api/audit-log', () => ({
        rows: [
          entry(4, { action: 'customer.updated', entity_type: 'customer', entity_id: 3, entity_label: 'Karen Kunde' }),
          entry(3, { action: 'customer.deleted', entity_type: 'customer', entity_id: 2, entity_label: null }),
        ],
        total: 2,
      })),
    );
    renderWithProviders(<AuditLogList sources={[{ employeeUserId: 30 }]} showEntity />);
    const link = await screen.findByRole('link', { name: 'Kunde #3: Karen Kunde' });
    expect(link.getAttribute('href')).toBe('/administration/customers/3');
    expect(screen.getByRole('link', { name: 'Kunde #2' })).toBeTruthy();
  });

  it('says so when nothing is logged, and offers a retry when the log cannot be loaded', async () => {
    mockApi(on('/api/audit-log', () => ({ rows: [], total: 0 })));
    const { unmount } = renderWithProviders(<AuditLogList sources={[{ entityType: 'project', entityId: 1 }]} />);
    expect(await screen.findByText('Ingen ændringer foretaget af medarbejdere.')).toBeTruthy();
    unmount();
    mockApi(on('/api/audit-log', () => ({ message: 'INTERNAL' }), 500));
    renderWithProviders(<AuditLogList sources={[{ entityType: 'project', entityId: 2 }]} />);
    expect(await screen.findByText('Loggen kunne ikke hentes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});
