import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { setSocketFactory } from '../../../lib/socket.ts';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import {
  conversationRow,
  customerUserId,
  logInAs,
  messageRow,
  projectRow,
  studentUserId,
} from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { StaffConversationPage } from '../admin/staff-conversation-page.tsx';

const at = (hour: number) => `2026-11-01T${String(hour).padStart(2, '0')}:00:00.000Z`;

interface Calls {
  deletes: string[];
  puts: { path: string; body: unknown }[];
}

function setup(userId: number, calls: Calls = { deletes: [], puts: [] }) {
  let archivedAt: string | null = null;
  const conversation = () => ({ data: conversationRow({ archived_at: archivedAt }) });
  const fetchMock = mockApi(
    onMethod('DELETE', '/api/conversations/33/messages/2', (url) => {
      calls.deletes.push(url.pathname);
      return { data: messageRow(2, '', at(10), { sender_user_id: studentUserId, deleted_at: at(12) }) };
    }),
    onMethod('DELETE', '/api/conversations/33', (url) => {
      calls.deletes.push(url.pathname);
      archivedAt = at(12);
      // As the API answers: the bare conversation, no parties or project included.
      return {
        data: { ...conversationRow({ archived_at: archivedAt }), sender: undefined, addressee: undefined, project: undefined },
      };
    }),
    onMethod('PUT', '/api/conversations/33', (url, body) => {
      calls.puts.push({ path: url.pathname, body });
      archivedAt = null;
      return { data: { ...conversationRow({ archived_at: null }), sender: undefined, addressee: undefined, project: undefined } };
    }),
    on('/api/conversations/33/messages', () => ({
      rows: [
        messageRow(1, 'Hej Anna, kan du hjælpe?', at(9)),
        messageRow(2, 'Det kan jeg godt.', at(10), { sender_user_id: studentUserId }),
        messageRow(3, 'Anna Holm har sat projektet i afklaring', at(11), { contentType: 'system', sender_user_id: null }),
        messageRow(4, '', at(11), { deleted_at: at(11) }),
      ],
      total: 4,
    })),
    on('/api/conversations/33', conversation),
    on('/api/projects/40/events', () => ({ rows: [], total: 0 })),
    on('/api/projects/40', () => ({ data: projectRow() })),
    on('/api/files', () => ({ rows: [], total: 0 })),
  );
  renderWithRouter(
    [{ path: '/administration/conversations/:id/:userId', element: <StaffConversationPage /> }],
    `/administration/conversations/33/${userId}`,
  );
  return fetchMock;
}

describe('staff conversation view', () => {
  beforeEach(() => {
    authStore.reset();
    setSocketFactory(() => new FakeSocket());
    logInAs('EMPLOYEE');
  });
  afterEach(() => {
    setSocketFactory(null);
    vi.unstubAllGlobals();
  });

  it('shows the thread as the participant sees it, read-only, with the project details', async () => {
    const fetchMock = setup(customerUserId);

    expect(await screen.findByRole('heading', { level: 1, name: 'Årsregnskab 2026' })).toBeTruthy();
    const list = within(await screen.findByRole('list', { name: 'Beskeder' }));
    expect(await list.findByText('Hej Anna, kan du hjælpe?')).toBeTruthy();
    expect(screen.getByText('Du læser samtalen som medarbejder og kan ikke skrive i den.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await screen.findByRole('region', { name: /detaljer/i })).toBeTruthy();
    // Reading as staff must not mark the participant's messages read, nor offer to edit anybody's.
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
    expect(screen.queryByRole('menuitem', { name: 'Rediger', hidden: true })).toBeNull();
    const other = screen.getByRole('link', { name: /^Se den som/ });
    expect(other.getAttribute('href')).toBe(`/administration/conversations/33/${studentUserId}`);
  });

  it('lets staff hide any message that is not a system line or already deleted, after a confirmation', async () => {
    const calls: Calls = { deletes: [], puts: [] };
    setup(customerUserId, calls);
    const list = within(await screen.findByRole('list', { name: 'Beskeder' }));
    await list.findByText('Det kan jeg godt.');
    // Both parties' messages have the control (the participant's own, on the right, too); the system line
    // and the deleted message do not.
    const buttons = list.getAllByRole('button', { name: 'Handlinger for besked' });
    expect(buttons.map((button) => button.closest('li')?.textContent)).toEqual([
      expect.stringContaining('Hej Anna, kan du hjælpe?'),
      expect.stringContaining('Det kan jeg godt.'),
    ]);
    fireEvent.click(buttons[1] as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Skjul besked', hidden: true }));
    expect(screen.queryByRole('menuitem', { name: 'Slet', hidden: true })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Skjul besked' });
    expect(calls.deletes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skjul besked' }));
    await waitFor(() => expect(list.queryByText('Det kan jeg godt.')).toBeNull());
    expect(calls.deletes).toEqual(['/api/conversations/33/messages/2']);
    expect(list.getAllByText('Besked slettet')).toHaveLength(2);
    expect(list.getAllByRole('button', { name: 'Handlinger for besked' })).toHaveLength(1);
  });

  it('archives after a confirmation, shows "Arkiveret", and restores', async () => {
    const calls: Calls = { deletes: [], puts: [] };
    setup(customerUserId, calls);
    await screen.findByRole('heading', { level: 1, name: 'Årsregnskab 2026' });
    expect(screen.queryByText('Arkiveret')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Arkiver samtale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arkiver samtale' });
    expect(calls.deletes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Arkiver' }));
    expect(await screen.findByText('Arkiveret')).toBeTruthy();
    expect(calls.deletes).toEqual(['/api/conversations/33']);
    // The parties and the project stay on screen although the answer did not include them.
    expect(screen.getByText('Set som Karen Kunde.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Arkiver samtale' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Gendan samtale' }));
    const restore = await screen.findByRole('dialog', { name: 'Gendan samtale' });
    fireEvent.click(within(restore).getByRole('button', { name: 'Gendan' }));
    await waitFor(() => expect(screen.queryByText('Arkiveret')).toBeNull());
    expect(calls.puts).toEqual([{ path: '/api/conversations/33', body: { archived: false } }]);
    expect(screen.getByRole('button', { name: 'Arkiver samtale' })).toBeTruthy();
  });
});
