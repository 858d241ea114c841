import type { Message } from '@studiekraft/shared/schemas/conversations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import { ConversationPage } from '../components/conversation-page.tsx';

const at = (hour: number) => `2026-11-01T${String(hour).padStart(2, '0')}:00:00.000Z`;

const baseMessages = (lastRead: string | null): Message[] => [
  messageRow(1, 'Hej Anna, kan du hjælpe?', at(9), { read_at: at(9) }),
  messageRow(3, 'Hej Karen, det kan jeg godt.', at(11), { sender_user_id: studentUserId }),
  messageRow(2, 'Anna Holm har sat projektet i afklaring', at(10), { contentType: 'system', sender_user_id: null }),
  messageRow(4, 'Super, tak!', at(12), { read_at: lastRead }),
];

interface Setup {
  messages?: Message[];
  projectStatus?: Parameters<typeof projectRow>[0];
  conversation?: ReturnType<typeof conversationRow>;
}

function setup({ messages = baseMessages(at(12)), projectStatus = {}, conversation = conversationRow() }: Setup = {}) {
  const posted: unknown[] = [];
  const fetchMock = mockApi(
    onMethod(
      'POST',
      '/api/conversations/33/messages',
      (_url, body) => {
        posted.push(body);
        return { data: messageRow(5, (body as { content: string }).content, at(13)) };
      },
      201,
    ),
    onMethod('PUT', '/api/conversations/33/messages/3/read', () => ({ data: messages[1] })),
    on('/api/conversations/33/messages', () => ({ rows: messages, total: messages.length })),
    on('/api/conversations/33', () => ({ data: conversation })),
    on('/api/conversations', () => ({ rows: [conversation], total: 1 })),
    on('/api/projects/40/events', () => ({
      rows: [{ id: 1, project_id: 40, type: 'project-created', created_at: at(9), data: null, account: null }],
      total: 1,
    })),
    on('/api/projects/40', () => ({ data: projectRow(projectStatus) })),
    on('/api/files', () => ({ rows: [], total: 0 })),
  );
  const rendered = renderWithRouter([{ path: '/conversations/:id/:open?', element: <ConversationPage /> }], '/conversations/33');
  return { ...rendered, fetchMock, posted };
}

const messageList = async () => within(await screen.findByRole('list', { name: 'Beskeder' }));

describe('conversation page', () => {
  let socket: FakeSocket;
  beforeEach(() => {
    authStore.reset();
    socket = new FakeSocket();
    setSocketFactory(() => socket);
  });
  afterEach(() => {
    setSocketFactory(null);
    vi.unstubAllGlobals();
  });

  it('shows the project name as title and the messages with the system lines in time order', async () => {
    logInAs('CUSTOMER');
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Årsregnskab 2026' })).toBeTruthy();
    const list = await messageList();
    const items = await list.findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(/ ·|\d/)[0]?.trim())).toEqual([
      'Hej Anna, kan du hjælpe?',
      'Anna Holm har sat projektet i afklaring',
      'Hej Karen, det kan jeg godt.',
      'Super, tak!',
    ]);
    expect(list.getByTestId('system-message').textContent).toContain('Anna Holm har sat projektet i afklaring');
    expect(socket.emitted).toContainEqual({ event: 'subscribe', payload: { channel: 'conversations.33.messages' } });
    // Project details, events and actions sit beside the chat.
    expect(await screen.findByText('Intet tilbud endnu')).toBeTruthy();
    expect(await screen.findByText('Projektet er oprettet')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Filer' })).toBeTruthy();
  });

  it('shows the eye only on the last own message, and only once it is read', async () => {
    logInAs('CUSTOMER');
    setup();
    const list = await messageList();
    const eyes = await list.findAllByRole('img', { name: 'Læst af Anna Holm' });
    expect(eyes).toHaveLength(1);
    expect(eyes[0]?.closest('li')?.textContent).toContain('Super, tak!');
  });

  it('shows no eye while the last own message is unread, and adds it when the read receipt arrives', async () => {
    logInAs('CUSTOMER');
    setup({ messages: baseMessages(null) });
    const list = await messageList();
    await list.findByText('Super, tak!');
    expect(list.queryByRole('img', { name: /Læst af/ })).toBeNull();
    act(() =>
      socket.push('MessageReadEvent', {
        channel: 'conversations.33.messages',
        reader_user_id: studentUserId,
        message_ids: [4],
        read_at: at(13),
      }),
    );
    expect(await list.findByRole('img', { name: 'Læst af Anna Holm' })).toBeTruthy();
  });

  it('marks the newest unread message from the other party read', async () => {
    logInAs('CUSTOMER');
    const { fetchMock } = setup();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/conversations/33/messages/3/read') && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
  });

  it('sends on Enter, shows the message once even when the socket delivers it too, and shows live messages', async () => {
    logInAs('CUSTOMER');
    const { posted } = setup();
    await messageList();
    const box = screen.getByRole('textbox', { name: 'Besked' });
    fireEvent.change(box, { target: { value: 'Hvornår kan du starte?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const list = await messageList();
    await waitFor(() => expect(posted).toEqual([{ content: 'Hvornår kan du starte?' }]));
    await list.findByText('Hvornår kan du starte?');
    expect((box as HTMLTextAreaElement).value).toBe('');
    act(() =>
      socket.push('MessageSentEvent', {
        channel: 'conversations.33.messages',
        message: messageRow(5, 'Hvornår kan du starte?', at(13)),
      }),
    );
    act(() =>
      socket.push('MessageSentEvent', {
        channel: 'conversations.33.messages',
        message: messageRow(6, 'I morgen!', at(14), { sender_user_id: studentUserId }),
      }),
    );
    expect(await list.findByText('I morgen!')).toBeTruthy();
    expect(list.getAllByText('Hvornår kan du starte?')).toHaveLength(1);
  });

  it('does not send an empty message, and Shift+Enter does not send', async () => {
    logInAs('CUSTOMER');
    const { posted } = setup();
    await messageList();
    const box = screen.getByRole('textbox', { name: 'Besked' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Linje 1' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
  });

  it('shows the closed text instead of the composer on a cancelled project', async () => {
    logInAs('STUDENT');
    setup({
      projectStatus: { status: 'customer-closed-project', open: false, cancelled_at: at(12) },
      conversation: conversationRow({ project: { id: 40, name: 'Årsregnskab 2026', status: 'customer-closed-project' } }),
    });
    expect(await screen.findByText('Projektet er blevet annulleret, og der kan derfor ikke skrives beskeder.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Besked' })).toBeNull();
    expect(await screen.findByText('Annulleret 1. november 2026')).toBeTruthy();
    expect(await screen.findByText('Der er ikke flere handlinger at foretage på projektet.')).toBeTruthy();
  });

  it('shows an archived conversation without the composer, and learns of an archive when a send is refused', async () => {
    logInAs('CUSTOMER');
    let archivedAt: string | null = null;
    mockApi(
      onMethod(
        'POST',
        '/api/conversations/33/messages',
        () => {
          archivedAt = at(13);
          return { message: 'CONVERSATION_CLOSED' };
        },
        409,
      ),
      on('/api/conversations/33/messages', () => ({ rows: baseMessages(at(12)), total: 4 })),
      on('/api/conversations/33', () => ({
        data: conversationRow({ project_id: null, project: null, archived_at: archivedAt }),
      })),
      on('/api/conversations', () => ({ rows: [], total: 0 })),
    );
    renderWithRouter([{ path: '/conversations/:id/:open?', element: <ConversationPage /> }], '/conversations/33');
    await messageList();
    const box = await screen.findByRole('textbox', { name: 'Besked' });
    fireEvent.change(box, { target: { value: 'Er du der?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Samtalen er arkiveret, og der kan ikke skrives i den.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Besked' })).toBeNull();
    expect((await messageList()).queryByText('Er du der?')).toBeNull();
  });

  it('titles a conversation without a project after the other party', async () => {
    logInAs('STUDENT');
    setup({ conversation: conversationRow({ project_id: null, project: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Samtale med Karen Kunde' })).toBeTruthy();
    expect(customerUserId).toBe(9);
  });

  it('shows a deleted message as "Besked slettet" in its place, and an edited one marked "(redigeret)"', async () => {
    logInAs('CUSTOMER');
    setup({
      messages: [
        messageRow(1, 'Hej Anna, kan du hjælpe?', at(9), { edited_at: at(10) }),
        messageRow(3, '', at(11), { sender_user_id: studentUserId, deleted_at: at(11) }),
        messageRow(4, 'Super, tak!', at(12)),
      ],
    });
    const list = await messageList();
    const items = await list.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('(redigeret)');
    expect(items[1]?.textContent).toContain('Besked slettet');
    // The deleted line keeps the other party's side and its time, and is not marked edited.
    expect(items[1]?.className).toContain('otherRow');
    expect(items[1]?.textContent).toMatch(/kl\. \d\d:00/);
    expect(items[1]?.textContent).not.toContain('(redigeret)');
    expect(items[2]?.textContent).not.toContain('(redigeret)');
  });

  it('previews a deleted latest message as "Besked slettet" and puts no read eye on a deleted line', async () => {
    logInAs('CUSTOMER');
    setup({
      conversation: conversationRow({
        latest_message: { id: 4, content: '', sent_at: at(12), sender_user_id: customerUserId },
      }),
      messages: [
        messageRow(1, 'Hej Anna, kan du hjælpe?', at(9), { read_at: at(9) }),
        messageRow(4, '', at(12), { read_at: at(12), deleted_at: at(12) }),
      ],
    });
    const panel = within(await screen.findByRole('region', { name: 'Samtaler' }));
    expect(await panel.findByText('Besked slettet')).toBeTruthy();
    const list = await messageList();
    const eye = await list.findByRole('img', { name: 'Læst af Anna Holm' });
    expect(eye.closest('li')?.textContent).toContain('Hej Anna, kan du hjælpe?');
  });

  it('replaces a message live when it is edited and when it is deleted', async () => {
    logInAs('STUDENT');
    setup();
    const list = await messageList();
    await list.findByText('Super, tak!');
    act(() =>
      socket.push('MessageUpdatedEvent', {
        channel: 'conversations.33.messages',
        message: messageRow(4, 'Super, mange tak!', at(12), { edited_at: at(13) }),
      }),
    );
    expect(await list.findByText('Super, mange tak!')).toBeTruthy();
    expect(list.queryByText('Super, tak!')).toBeNull();
    expect(list.getByText('(redigeret)')).toBeTruthy();
    // An event for another conversation changes nothing here.
    act(() =>
      socket.push('MessageDeletedEvent', {
        channel: 'conversations.34.messages',
        message: messageRow(4, '', at(12), { deleted_at: at(14) }),
      }),
    );
    expect(list.getByText('Super, mange tak!')).toBeTruthy();
    act(() =>
      socket.push('MessageDeletedEvent', {
        channel: 'conversations.33.messages',
        message: messageRow(4, '', at(12), { edited_at: at(13), deleted_at: at(14) }),
      }),
    );
    expect(await list.findByText('Besked slettet')).toBeTruthy();
    expect(list.queryByText('Super, mange tak!')).toBeNull();
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[3]?.textContent).toContain('Besked slettet');
  });

  it('fetches the messages again after a reconnect', async () => {
    logInAs('CUSTOMER');
    const { fetchMock } = setup();
    await messageList();
    const messageCalls = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) =>
          new URL(String(url), 'http://localhost').pathname === '/api/conversations/33/messages' &&
          (init?.method ?? 'GET') === 'GET',
      ).length;
    await waitFor(() => expect(messageCalls()).toBeGreaterThanOrEqual(1));
    const before = messageCalls();
    act(() => {
      socket.connect();
    });
    await waitFor(() => expect(messageCalls()).toBe(before + 1));
  });
});
