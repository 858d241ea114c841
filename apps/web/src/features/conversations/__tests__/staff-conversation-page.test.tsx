import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { setSocketFactory } from '../../../lib/socket.ts';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import {
  conversationRow,
  customerUserId,
  logInAs,
  messageRow,
  projectRow,
  studentUserId,
} from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { StaffConversationPage } from '../components/staff-conversation-page.tsx';

const at = (hour: number) => `2026-11-01T${String(hour).padStart(2, '0')}:00:00.000Z`;

function setup(userId: number) {
  const fetchMock = mockApi(
    on('/api/conversations/33/messages', () => ({
      rows: [
        messageRow(1, 'Hej Anna, kan du hjælpe?', at(9)),
        messageRow(2, 'Det kan jeg godt.', at(10), { sender_user_id: studentUserId }),
      ],
      total: 2,
    })),
    on('/api/conversations/33', () => ({ data: conversationRow() })),
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
    // Reading as staff must not mark the participant's messages read.
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(false);
    const other = screen.getByRole('link', { name: /^Se den som/ });
    expect(other.getAttribute('href')).toBe(`/administration/conversations/33/${studentUserId}`);
  });
});
