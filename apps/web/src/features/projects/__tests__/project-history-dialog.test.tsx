import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { logInAs, projectRow } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminProjectsPage } from '../admin/admin-projects-page.tsx';

describe("'Alle Projekter' history", () => {
  beforeEach(() => {
    authStore.reset();
    window.sessionStorage.clear();
    logInAs('EMPLOYEE');
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it("opens the project's audit log from the context menu", async () => {
    const asked: unknown[] = [];
    mockApi(
      on('/api/projects', () => ({ rows: [projectRow()], total: 1 })),
      on('/api/audit-log', (url) => {
        asked.push(filtersOf(url).map((filter) => filter.value));
        return {
          rows: [
            {
              id: 1,
              action: 'project.notes',
              entity_type: 'project',
              entity_id: 40,
              created_at: '2026-11-02T10:00:00.000Z',
              before: { notes: 'Ring til kunden' },
              after: { notes: 'Kunden er ringet op' },
              employee: { user_id: 30, name: 'Eva Ansat' },
            },
          ],
          total: 1,
        };
      }),
    );
    renderWithRouter([{ path: '/administration/projects', element: <AdminProjectsPage /> }], '/administration/projects');
    fireEvent.click(await screen.findByRole('button', { name: 'Flere handlinger for Årsregnskab 2026' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Historik', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Historik: Årsregnskab 2026' });
    expect(await within(dialog).findByText('Noter: Ring til kunden → Kunden er ringet op')).toBeTruthy();
    expect(asked).toEqual([['project', projectRow().id]]);
  });
});
