import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messageRow } from '../../../test/project-fixtures.ts';
import { type ChatMessage, markMessagesRead, mergeFetchedMessages, upsertMessage } from '../api/get-messages.ts';
import { conversationKeys } from '../query-keys.ts';

const conversationId = 33;
const sentAt = '2026-11-25T10:00:00.000Z';
const readAt = '2026-11-25T10:00:01.000Z';

function cacheWith(messages: ChatMessage[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(conversationKeys.messages(conversationId), messages);
  const list = () => queryClient.getQueryData<ChatMessage[]>(conversationKeys.messages(conversationId)) ?? [];
  return { queryClient, list };
}

describe('upsertMessage', () => {
  it('keeps a read receipt that arrived before the POST answer replaced the pending copy', () => {
    const pending = { ...messageRow(-1, 'Tak for samarbejdet!', sentAt), isPending: true };
    const { queryClient, list } = cacheWith([pending]);
    // The socket echo, then the other party's read event, then the late POST answer.
    upsertMessage(queryClient, conversationId, messageRow(7, 'Tak for samarbejdet!', sentAt));
    markMessagesRead(queryClient, conversationId, [7], readAt);
    upsertMessage(queryClient, conversationId, messageRow(7, 'Tak for samarbejdet!', sentAt), -1);

    expect(list().map((m) => [m.id, m.read_at])).toEqual([[7, readAt]]);
  });

  it('takes a newer read time and the new content from the incoming copy', () => {
    const { queryClient, list } = cacheWith([messageRow(7, 'Før', sentAt)]);
    upsertMessage(queryClient, conversationId, messageRow(7, 'Efter', sentAt, { read_at: readAt }));
    expect(list()).toEqual([expect.objectContaining({ id: 7, content: 'Efter', read_at: readAt })]);
  });
});

describe('mergeFetchedMessages', () => {
  it('keeps a push newer than the fetched snapshot and the read times it knew, but no pending copy', () => {
    const cached: ChatMessage[] = [
      messageRow(5, 'Gammel', sentAt, { read_at: readAt }),
      messageRow(6, 'Kom med push', '2026-11-25T10:01:00.000Z'),
      { ...messageRow(-2, 'Undervejs', '2026-11-25T10:02:00.000Z'), isPending: true },
    ];
    const fetched = [messageRow(4, 'Ældst', '2026-11-25T09:00:00.000Z'), messageRow(5, 'Gammel', sentAt)];
    expect(mergeFetchedMessages(cached, fetched).map((m) => [m.id, m.read_at])).toEqual([
      [4, null],
      [5, readAt],
      [6, null],
    ]);
  });

  it('lets the snapshot decide about everything up to its newest message', () => {
    const cached = [messageRow(5, 'Før redigering', sentAt)];
    const fetched = [messageRow(5, 'Efter redigering', sentAt), messageRow(6, 'Ny', '2026-11-25T10:01:00.000Z')];
    expect(mergeFetchedMessages(cached, fetched).map((m) => m.content)).toEqual(['Efter redigering', 'Ny']);
    expect(mergeFetchedMessages(undefined, fetched)).toBe(fetched);
  });
});
