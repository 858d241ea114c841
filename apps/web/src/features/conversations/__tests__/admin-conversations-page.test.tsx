import type { Conversation, ConversationParty } from '@studiekraft/shared/schemas/conversations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminConversationsPage } from '../admin/admin-conversations-page.tsx';

const karen: ConversationParty = { user_id: 7, name: 'Karen Kunde', account_type: 'CUSTOMER', slug: null, avatar: null };
const anna: ConversationParty = { user_id: 8, name: 'Anna Holm', account_type: 'STUDENT', slug: 'anna-holm', avatar: null };
const eva: ConversationParty = { user_id: 9, name: 'Eva Ansat', account_type: 'EMPLOYEE', slug: null, avatar: null };

const conversation = (id: number, sender: ConversationParty, addressee: ConversationParty, extra: Partial<Conversation> = {}) =>
  ({
    id,
    project_id: null,
    project: null,
    sender,
    addressee,
    latest_message: null,
    unread_count: 0,
    archived_at: null,
    // 23:30 UTC on 1 November is already the 2nd in Copenhagen.
    updated_at: '2026-11-01T23:30:00.000Z',
    created_at: '2026-10-01T10:00:00.000Z',
    ...extra,
  }) satisfies Conversation;

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the back office list of every conversation (issue 36)', () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });

  it('lists every conversation with its parties and opens each as its customer, else its student, sees it', async () => {
    const fetchMock = mockApi(
      on('/api/conversations', () => ({
        rows: [
          conversation(41, karen, anna, {
            project_id: 5,
            project: { id: 5, name: 'Årsregnskab 2026', status: 'project-offer-accepted' },
            latest_message: {
              id: 1,
              content: 'Hej Anna, kan du lave det inden jul? Vi har travlt.',
              sent_at: '',
              sender_user_id: 7,
            },
          }),
          conversation(42, eva, anna, {
            archived_at: '2026-11-02T08:00:00.000Z',
            latest_message: { id: 2, content: '', sent_at: '', sender_user_id: 9 },
          }),
        ],
        total: 2,
      })),
    );
    renderWithProviders(<AdminConversationsPage />);
    const table = await screen.findByRole('table', { name: 'Alle samtaler' });
    expect(rowsOf(table)).toEqual([
      [
        'Årsregnskab 2026',
        'Karen Kunde (kunde) · Anna Holm (studerende)',
        'Hej Anna, kan du lave det inden jul? Vi…',
        '2. nov. 2026, kl. 00:30',
      ],
      ['Uden projektArkiveret', 'Eva Ansat (medarbejder) · Anna Holm (studerende)', 'Besked slettet', '2. nov. 2026, kl. 00:30'],
    ]);
    expect(screen.getByText('2 samtaler')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Årsregnskab 2026' }).getAttribute('href')).toBe(
      '/administration/conversations/41/7',
    );
    expect(within(table).getByRole('link', { name: 'Uden projekt' }).getAttribute('href')).toBe(
      '/administration/conversations/42/8',
    );
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(filtersOf(asked)).toEqual([{ key: 'all', value: true, operator: 'eq' }]);
  });

  it('asks the server for the search and the filters, from the first page', async () => {
    const fetchMock = mockApi(on('/api/conversations', () => ({ rows: [], total: 0 })));
    renderWithProviders(<AdminConversationsPage />, '/?side=3');
    expect(await screen.findByText('Der er ingen samtaler endnu.')).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').searchParams.get('page')).toBe('2');

    fireEvent.click(screen.getByRole('radio', { name: 'Uden projekt' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Arkiverede' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Søg' }), { target: { value: ' Karen ' } });
    await waitFor(() => {
      const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
      expect(filtersOf(last)).toEqual([
        { key: 'hasProjects', value: false, operator: 'eq' },
        { key: 'all', value: true, operator: 'eq' },
        { key: 'archived', value: true, operator: 'eq' },
        { key: 'search', value: 'Karen', operator: 'ct' },
      ]);
      expect(last.searchParams.get('page')).toBe('0');
    });
    expect(await screen.findByText('Ingen samtaler matcher søgningen og filtrene.')).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    const failing = mockApi(on('/api/conversations', () => ({ message: 'INTERNAL' }), 500));
    renderWithProviders(<AdminConversationsPage />);
    const retry = await screen.findByRole('button', { name: 'Prøv igen' }, { timeout: 4000 });
    expect(screen.getByText('Samtalerne kunne ikke hentes.')).toBeTruthy();
    const before = failing.mock.calls.length;
    fireEvent.click(retry);
    await waitFor(() => expect(failing.mock.calls.length).toBeGreaterThan(before));
  });
});
