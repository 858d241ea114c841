import type { Conversation, ConversationParty, Message } from '@studiekraft/shared/schemas/conversations';
import type { MessageRow } from './message-repository.ts';
import type { ConversationInclude, ConversationRow } from './repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentMessage(row: MessageRow, parties?: Map<number, ConversationParty>): Message {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    content: row.content,
    contentType: row.content_type,
    sender_user_id: row.sender_user_id,
    ...(parties ? { sender: row.sender_user_id === null ? null : (parties.get(row.sender_user_id) ?? null) } : {}),
    created_at: iso(row.created_at),
    sent_at: iso(row.created_at),
    read_at: row.read_at ? iso(row.read_at) : null,
    edited_at: row.edited_at ? iso(row.edited_at) : null,
    deleted_at: row.deleted_at ? iso(row.deleted_at) : null,
  };
}

export function presentConversation(
  row: ConversationRow,
  includes: ReadonlySet<ConversationInclude>,
  parties: Map<number, ConversationParty>,
): Conversation {
  const party = (userId: number) => parties.get(userId);
  return {
    id: row.id,
    project_id: row.project_id,
    ...(includes.has('project')
      ? {
          project:
            row.project_id !== null && row.project_name !== null && row.project_status !== null
              ? { id: row.project_id, name: row.project_name, status: row.project_status }
              : null,
        }
      : {}),
    ...(includes.has('sender') ? { sender: party(row.sender_user_id) } : {}),
    ...(includes.has('addressee') ? { addressee: party(row.addressee_user_id) } : {}),
    // The latest message is what lists show; it is cheap (one indexed row), so it always comes along.
    latest_message: row.latest
      ? {
          id: row.latest.id,
          content: row.latest.content,
          sent_at: iso(row.latest.created_at),
          sender_user_id: row.latest.sender_user_id,
        }
      : null,
    unread_count: row.unread_count,
    archived_at: row.archived_at ? iso(row.archived_at) : null,
    updated_at: iso(row.updated_at),
    created_at: iso(row.created_at),
  };
}
