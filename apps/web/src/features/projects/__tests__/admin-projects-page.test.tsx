import { notifications } from '@mantine/notifications';
import type { ConversationParty } from '@studiekraft/shared/schemas/conversations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { customerUserId, logInAs, messageRow, projectRow, studentUserId } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminProjectsPage } from '../admin/admin-projects-page.tsx';

const party = (userId: number, name: string): ConversationParty => ({
  user_id: userId,
  name,
  account_type: userId === customerUserId ? 'CUSTOMER' : 'STUDENT',
  slug: null,
  avatar: null,
});

const renderProjects = (path = '/administration/projects') =>
  renderWithRouter(
    [
      { path: '/administration/projects', element: <AdminProjectsPage /> },
      { path: '/administration/projects/*', element: <AdminProjectsPage /> },
    ],
    path,
  );

const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/api/projects');
const sortOf = (url: URL) => JSON.parse(url.searchParams.get('sort') ?? '[]');

describe('Alle Projekter', () => {
  beforeEach(() => {
    authStore.reset();
    window.sessionStorage.clear();
    logInAs('EMPLOYEE');
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('lists projects newest first with links to the parties and the created date as YYYY-MM-DD', async () => {
    const fetchMock = mockApi(on('/api/projects', () => ({ rows: [projectRow()], total: 1 })));
    renderProjects();
    expect(await screen.findByText('Årsregnskab 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Karen Kunde' }).getAttribute('href')).toBe('/administration/customers/3');
    expect(screen.getByRole('link', { name: 'Anna Holm' }).getAttribute('href')).toBe('/administration/students/7');
    expect(screen.getByText('2026-11-01')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Oprettet/ }).getAttribute('aria-sort')).toBe('descending');
    const [first] = listCalls(fetchMock);
    expect(first && sortOf(first)).toEqual([{ key: 'created_at', direction: 'DESC' }]);
    expect(first && filtersOf(first)).toEqual([]);
  });

  it('sorts on the server, keeps the sort for the session, and searches customer and student names', async () => {
    const fetchMock = mockApi(on('/api/projects', () => ({ rows: [projectRow()], total: 1 })));
    const first = renderProjects();
    await screen.findByText('Årsregnskab 2026');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Kunde/ })).getByRole('button'));
    await waitFor(() => expect(listCalls(fetchMock).some((url) => sortOf(url)[0]?.key === 'customer_name')).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Søg' }), { target: { value: 'anna' } });
    await waitFor(() =>
      expect(
        listCalls(fetchMock).some((url) =>
          filtersOf(url).some((filter) => filter.key === 'student_name' && filter.value === 'anna'),
        ),
      ).toBe(true),
    );
    first.unmount();
    renderProjects();
    await screen.findByText('Årsregnskab 2026');
    expect(screen.getByRole('columnheader', { name: /Kunde/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters the closed child and dates its rows by when they ended', async () => {
    const fetchMock = mockApi(
      on('/api/projects', () => ({
        rows: [projectRow({ status: 'project-finalized', finalized_at: '2026-11-20T10:00:00.000Z' })],
        total: 1,
      })),
    );
    renderProjects('/administration/projects/applications');
    expect(await screen.findByText('2026-11-20')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Afsluttet/ })).toBeTruthy();
    const status = filtersOf(listCalls(fetchMock)[0] as URL).find((filter) => filter.key === 'status');
    expect(status?.value).toContain('project-finalized');
    expect(status?.value).not.toContain('project-created');
  });

  it('closes a stalled project from the name menu after a reason and a confirmation', async () => {
    const bodies: unknown[] = [];
    const stalled = projectRow({
      status: 'project-created',
      updated_at: new Date(Date.now() - 3 * 86_400_000 + 3_600_000).toISOString(),
    });
    // 2 days 23 hours ago: rounded up, 3 days.
    mockApi(
      on('/api/projects', () => ({ rows: [stalled], total: 1 })),
      onMethod('POST', '/api/projects/40/close', (_url, body) => {
        bodies.push(body);
        return { data: { ...stalled, status: 'employee-closed-project' } };
      }),
    );
    renderProjects();
    // The "more" button is there for keyboard and touch users; the right-click opens the same menu.
    expect(await screen.findByRole('button', { name: 'Flere handlinger for Årsregnskab 2026' })).toBeTruthy();
    fireEvent.contextMenu(screen.getByText('Årsregnskab 2026'));
    // jsdom leaves Mantine's dropdown mid-transition (display: none), hence hidden: true as elsewhere.
    expect(await screen.findByRole('menuitem', { name: '3 dage siden seneste handling', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Status: Oprettet', hidden: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Luk projekt', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Luk projekt: Årsregnskab 2026' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Begrundelse/ }), { target: { value: 'Gået i stå' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fortsæt' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Luk projekt' }));
    await waitFor(() => expect(bodies).toEqual([{ message: 'Gået i stå' }]));
  });

  it('edits the project notes from the menu', async () => {
    const bodies: unknown[] = [];
    const project = projectRow({ notes: 'Ring til kunden' });
    mockApi(
      on('/api/projects', () => ({ rows: [project], total: 1 })),
      onMethod('PUT', '/api/projects/40/notes', (_url, body) => {
        bodies.push(body);
        return { data: { ...project, notes: 'Kunden er ringet op' } };
      }),
    );
    renderProjects();
    fireEvent.click(await screen.findByRole('button', { name: 'Flere handlinger for Årsregnskab 2026' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Projektnoter', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Noter: Årsregnskab 2026' });
    const notes = within(dialog).getByRole('textbox', { name: 'Projektnoter' });
    expect((notes as HTMLTextAreaElement).value).toBe('Ring til kunden');
    expect([(notes as HTMLTextAreaElement).cols, (notes as HTMLTextAreaElement).rows]).toEqual([50, 10]);
    fireEvent.change(notes, { target: { value: 'Kunden er ringet op' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem noter' }));
    await waitFor(() => expect(bodies).toEqual([{ notes: 'Kunden er ringet op' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens the project's conversation read-only in a dialog", async () => {
    mockApi(
      on('/api/projects', () => ({ rows: [projectRow()], total: 1 })),
      on('/api/conversations/33/messages', () => ({
        rows: [
          messageRow(1, 'Hej Anna, kan du hjælpe?', '2026-11-01T10:00:00.000Z', { sender: party(customerUserId, 'Karen Kunde') }),
          messageRow(2, 'Ja, gerne.', '2026-11-01T10:05:00.000Z', {
            sender_user_id: studentUserId,
            sender: party(studentUserId, 'Anna Holm'),
          }),
        ],
        total: 2,
      })),
    );
    renderProjects();
    fireEvent.click(await screen.findByRole('button', { name: 'Se samtale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Samtale: Årsregnskab 2026' });
    expect(await within(dialog).findByText('Hej Anna, kan du hjælpe?')).toBeTruthy();
    // Staff are neither party: each message says who wrote it (issue 34).
    expect(
      within(dialog)
        .getAllByTestId('message-sender')
        .map((name) => name.textContent),
    ).toEqual(['Karen Kunde', 'Anna Holm']);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    // On to the full staff view of the conversation, as the customer sees it (issue 36).
    expect(within(dialog).getByRole('link', { name: 'Åbn samtalen med projektets detaljer' }).getAttribute('href')).toBe(
      `/administration/conversations/33/${customerUserId}`,
    );
    // The name's menu offers the same conversation as "Beskeder".
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.contextMenu(screen.getByText('Årsregnskab 2026'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Beskeder', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Samtale: Årsregnskab 2026' })).toBeTruthy();
  });

  it('shows the empty and the error state', async () => {
    mockApi(on('/api/projects', () => ({ rows: [], total: 0 })));
    const empty = renderProjects();
    expect(await screen.findByText('Der er ingen projekter her.')).toBeTruthy();
    empty.unmount();
    vi.unstubAllGlobals();
    mockApi(on('/api/projects', () => ({ message: 'INTERNAL' }), 500));
    renderProjects();
    expect(await screen.findByText('Projekterne kunne ikke hentes.', {}, { timeout: 4000 })).toBeTruthy();
  });
});
