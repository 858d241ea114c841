import type { Message } from '@studiekraft/shared/schemas/conversations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { setSocketFactory } from '../../../lib/socket.ts';
import { FakeSocket } from '../../../test/fake-socket.ts';
import { mockApi, on, onMethod, respond } from '../../../test/fetch-mock.ts';
import { conversationRow, logInAs, messageRow, projectRow, studentUserId } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ConversationPage } from '../components/conversation-page.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

// The customer's view: message 5 is theirs and 2 minutes old, so only it has the menu.
const messages = (): Message[] => [
  messageRow(1, 'Gammel besked', minutesAgo(60)),
  messageRow(2, 'Anna Holm har sat projektet i afklaring', minutesAgo(50), { contentType: 'system', sender_user_id: null }),
  messageRow(3, 'Svar fra Anna', minutesAgo(5), { sender_user_id: studentUserId }),
  messageRow(4, '', minutesAgo(4), { deleted_at: minutesAgo(3) }),
  messageRow(5, 'Kan du på torsdag?', minutesAgo(2)),
];

interface Answers {
  put?: (body: unknown) => Promise<Response>;
  del?: () => Promise<Response>;
}

function setup({ put, del }: Answers = {}) {
  const puts: unknown[] = [];
  const deletes: string[] = [];
  const rows = messages();
  const fetchMock = mockApi(
    (url, init) => {
      if (url.pathname !== '/api/conversations/33/messages/5') return undefined;
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return put
          ? put(body)
          : respond(200, { data: messageRow(5, body.content, rows[4]?.sent_at ?? '', { edited_at: minutesAgo(0) }) });
      }
      if (init?.method === 'DELETE') {
        deletes.push(url.pathname);
        return del ? del() : respond(200, { data: messageRow(5, '', rows[4]?.sent_at ?? '', { deleted_at: minutesAgo(0) }) });
      }
      return undefined;
    },
    onMethod('PUT', '/api/conversations/33/messages/3/read', () => ({ data: rows[2] })),
    on('/api/conversations/33/messages', () => ({ rows, total: rows.length })),
    on('/api/conversations/33', () => ({ data: conversationRow() })),
    on('/api/conversations', () => ({ rows: [conversationRow()], total: 1 })),
    on('/api/projects/40/events', () => ({ rows: [], total: 0 })),
    on('/api/projects/40', () => ({ data: projectRow() })),
    on('/api/files', () => ({ rows: [], total: 0 })),
  );
  renderWithRouter([{ path: '/conversations/:id/:open?', element: <ConversationPage /> }], '/conversations/33');
  return { fetchMock, puts, deletes };
}

const messageList = async () => within(await screen.findByRole('list', { name: 'Beskeder' }));
const openMenu = async () => {
  const list = await messageList();
  fireEvent.click(await list.findByRole('button', { name: 'Handlinger for besked' }));
};
const choose = async (name: string) => fireEvent.click(await screen.findByRole('menuitem', { name, hidden: true }));

describe("editing and deleting one's own message", () => {
  beforeEach(() => {
    authStore.reset();
    setSocketFactory(() => new FakeSocket());
    logInAs('CUSTOMER');
  });
  afterEach(() => {
    setSocketFactory(null);
    vi.unstubAllGlobals();
  });

  it('offers the menu only on the own text message still within 15 minutes', async () => {
    setup();
    const list = await messageList();
    await list.findByText('Kan du på torsdag?');
    const buttons = list.getAllByRole('button', { name: 'Handlinger for besked' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.closest('li')?.textContent).toContain('Kan du på torsdag?');
  });

  it('edits in place: Escape cancels without a call, saving replaces the text and marks it edited', async () => {
    const { puts } = setup();
    await openMenu();
    await choose('Rediger');
    const box = (await screen.findByRole('textbox', { name: 'Rediger besked' })) as HTMLTextAreaElement;
    expect(box.value).toBe('Kan du på torsdag?');
    fireEvent.change(box, { target: { value: 'Kan du på fredag?' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    const list = await messageList();
    expect(screen.queryByRole('textbox', { name: 'Rediger besked' })).toBeNull();
    expect(list.getByText('Kan du på torsdag?')).toBeTruthy();
    expect(puts).toEqual([]);

    await openMenu();
    await choose('Rediger');
    const again = await screen.findByRole('textbox', { name: 'Rediger besked' });
    fireEvent.change(again, { target: { value: 'Kan du på fredag?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Rediger besked' })).toBeNull());
    // Never the old text once the form has closed.
    expect(list.getByText('Kan du på fredag?')).toBeTruthy();
    expect(puts).toEqual([{ content: 'Kan du på fredag?' }]);
    expect(list.getByText('(redigeret)')).toBeTruthy();
    expect(list.queryByText('Kan du på torsdag?')).toBeNull();
  });

  it('says in Danish that the time has passed on a 409, and keeps what was typed', async () => {
    setup({ put: () => respond(409, { message: 'MESSAGE_NOT_EDITABLE' }) });
    await openMenu();
    await choose('Rediger');
    const box = (await screen.findByRole('textbox', { name: 'Rediger besked' })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'For sent rettet' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain('Tiden er gået');
    expect(box.value).toBe('For sent rettet');
    expect((await messageList()).queryByText('(redigeret)')).toBeNull();
  });

  it('shows a Danish error when saving fails otherwise, and an empty text is not sent', async () => {
    const { puts } = setup({ put: () => respond(500, { message: 'INTERNAL_ERROR' }) });
    await openMenu();
    await choose('Rediger');
    const box = await screen.findByRole('textbox', { name: 'Rediger besked' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(puts).toEqual([]);
    fireEvent.change(box, { target: { value: 'Ny tekst' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('Beskeden kunne ikke gemmes. Prøv venligst igen.');
  });

  it('deletes only after the confirmation, and the line then reads "Besked slettet"', async () => {
    const { deletes } = setup();
    await openMenu();
    await choose('Slet');
    const dialog = await screen.findByRole('dialog', { name: 'Slet besked' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Slet besked' })).toBeNull());
    expect(deletes).toEqual([]);

    await openMenu();
    await choose('Slet');
    const confirm = await screen.findByRole('dialog', { name: 'Slet besked' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slet' }));
    const list = await messageList();
    await waitFor(() => expect(list.queryByText('Kan du på torsdag?')).toBeNull());
    expect(deletes).toEqual(['/api/conversations/33/messages/5']);
    expect(list.getAllByText('Besked slettet')).toHaveLength(2);
    expect(list.queryByRole('button', { name: 'Handlinger for besked' })).toBeNull();
    // The keyboard stays on the line that was deleted.
    await waitFor(() => expect(document.activeElement?.closest('li')?.textContent).toContain('Besked slettet'));
    expect(document.activeElement?.closest('li')).toBe(list.getAllByRole('listitem')[4]);
  });

  it('says the time has passed when a late deletion is refused', async () => {
    setup({ del: () => respond(409, { message: 'MESSAGE_NOT_EDITABLE' }) });
    await openMenu();
    await choose('Slet');
    const dialog = await screen.findByRole('dialog', { name: 'Slet besked' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Tiden er gået');
    expect((await messageList()).getByText('Kan du på torsdag?')).toBeTruthy();
  });
});
