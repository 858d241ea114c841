import type { Conversation, ConversationParty } from '@studiekraft/shared/schemas/conversations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UserConversationsSection } from '../admin/user-conversations-section.tsx';

const karen: ConversationParty = { user_id: 7, name: 'Karen Kunde', account_type: 'CUSTOMER', slug: null, avatar: null };
const anna: ConversationParty = { user_id: 8, name: 'Anna Holm', account_type: 'STUDENT', slug: 'anna-holm', avatar: null };
const eva: ConversationParty = { user_id: 9, name: 'Eva Ansat', account_type: 'EMPLOYEE', slug: null, avatar: null };

const conversation = (id: number, other: ConversationParty, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  project_id: null,
  project: null,
  sender: other,
  addressee: karen,
  unread_count: 0,
  archived_at: null,
  // 23:30 UTC on 1 November is already the 2nd in Copenhagen.
  updated_at: '2026-11-01T23:30:00.000Z',
  created_at: '2026-10-01T10:00:00.000Z',
  ...extra,
});

describe("a user's conversations on their staff page (issue 36)", () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });

  it('links each conversation to the staff view as this user sees it, with the other party and the archived mark', async () => {
    const fetchMock = mockApi(
      on('/api/conversations', () => ({
        rows: [
          conversation(41, anna, {
            project_id: 5,
            project: { id: 5, name: 'Årsregnskab 2026', status: 'project-offer-accepted' },
          }),
          conversation(42, eva, { archived_at: '2026-11-02T08:00:00.000Z' }),
        ],
        total: 2,
      })),
    );
    renderWithProviders(<UserConversationsSection userId={karen.user_id} name="Karen Kunde" />);
    const table = await screen.findByRole('table', { name: 'Samtaler' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Årsregnskab 2026', 'Anna Holm', '2. nov. 2026, kl. 00:30'],
      ['Uden projektArkiveret', 'Eva Ansat', '2. nov. 2026, kl. 00:30'],
    ]);
    expect(within(table).getByRole('link', { name: 'Årsregnskab 2026' }).getAttribute('href')).toBe(
      '/administration/conversations/41/7',
    );
    expect(within(table).getByRole('link', { name: 'Uden projekt' }).getAttribute('href')).toBe(
      '/administration/conversations/42/7',
    );
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(filtersOf(asked)).toEqual([{ key: 'participant', value: 7, operator: 'eq' }]);
  });

  it('says so when there are none, and offers a retry when the list fails', async () => {
    mockApi(on('/api/conversations', () => ({ rows: [], total: 0 })));
    const empty = renderWithProviders(<UserConversationsSection userId={7} name="Karen Kunde" />);
    expect(await screen.findByText('Karen Kunde har ingen samtaler endnu.')).toBeTruthy();
    empty.unmount();

    const failing = mockApi(on('/api/conversations', () => ({ message: 'INTERNAL' }), 500));
    renderWithProviders(<UserConversationsSection userId={7} name="Karen Kunde" />);
    const retry = await screen.findByRole('button', { name: 'Prøv igen' }, { timeout: 4000 });
    expect(screen.getByText('Samtalerne kunne ikke hentes.')).toBeTruthy();
    const before = failing.mock.calls.length;
    fireEvent.click(retry);
    await waitFor(() => expect(failing.mock.calls.length).toBeGreaterThan(before));
  });
});
