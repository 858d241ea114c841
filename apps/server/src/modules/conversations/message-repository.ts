import { and, asc, count, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import type { ListResource, ParsedList } from '../../plugins/list-query.ts';
import { runPostMessage } from './post-message-statement.ts';

export type MessageRow = typeof messages.$inferSelect;

export const messageListResource: ListResource<'sender'> = {
  filters: { created_at: messages.created_at, id: messages.id },
  sorts: { created_at: messages.created_at, id: messages.id },
  includes: ['sender'],
  defaultSort: { key: 'created_at', direction: 'ASC' },
  defaultLimit: 999,
};

export async function listMessages(db: DbOrTx, conversationId: number, list: ParsedList<'sender'>) {
  const where = and(eq(messages.conversation_id, conversationId), list.where);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(...list.orderBy, asc(messages.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findMessage(db: DbOrTx, conversationId: number, messageId: number): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), eq(messages.id, messageId)));
  return row;
}

export async function insertMessage(
  db: DbOrTx,
  values: {
    conversation_id: number;
    sender_user_id: number | null;
    content: string;
    content_type: 'text' | 'system';
    created_at?: Date;
  },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/**
 * Marks the other party's unread messages up to and including `upTo` as read, and returns the ones that
 * changed. Reading the newest one implies having seen everything before it (spec section 4).
 */
export async function markReadUpTo(db: DbOrTx, conversationId: number, readerUserId: number, upTo: MessageRow, at: Date) {
  return db
    .update(messages)
    .set({ read_at: at })
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        isNull(messages.read_at),
        ne(messages.sender_user_id, readerUserId),
        sql`${messages.sender_user_id} is not null`,
        lte(messages.id, upTo.id),
      ),
    )
    .returning({ id: messages.id, read_at: messages.read_at });
}

export interface PostedMessageRow extends MessageRow {
  sender_name: string;
  sender_account_type: 'STUDENT' | 'CUSTOMER' | 'EMPLOYEE';
  sender_avatar_path: string | null;
  sender_slug: string | null;
}

/**
 * The chat's hot path in one statement (post-message-statement.ts): checks that the sender takes part and
 * the project is not closed, inserts the message, bumps the conversation and returns the message with
 * its sender's display data. One round trip instead of six matters on PGlite, where statements run one
 * at a time. Returns undefined when the check fails; the caller then finds out why (404, 403 or 409) off
 * the hot path.
 */
export async function insertMessageIfAllowed(
  database: Database,
  input: { conversationId: number; senderUserId: number; content: string; at: Date },
): Promise<PostedMessageRow | undefined> {
  const rows = await runPostMessage(database, input);
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    sender_user_id: Number(row.sender_user_id),
    content: String(row.content),
    content_type: row.content_type as MessageRow['content_type'],
    read_at: row.read_at ? new Date(String(row.read_at)) : null,
    // A message just posted is neither edited nor deleted.
    edited_at: null,
    deleted_at: null,
    created_at: new Date(row.created_at as string | Date),
    sender_name: String(row.sender_name),
    sender_account_type: row.sender_account_type as PostedMessageRow['sender_account_type'],
    sender_avatar_path: (row.sender_avatar_path as string | null) ?? null,
    sender_slug: (row.sender_slug as string | null) ?? null,
  };
}
