import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';

/**
 * The conversation without a project between two users, whichever of them started it, locked so two
 * employees writing at once cannot open two threads for the same pair.
 */
export async function findDirectConversationForUpdate(db: DbOrTx, a: number, b: number) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        isNull(conversations.project_id),
        or(
          and(eq(conversations.sender_user_id, a), eq(conversations.addressee_user_id, b)),
          and(eq(conversations.sender_user_id, b), eq(conversations.addressee_user_id, a)),
        ),
      ),
    )
    .orderBy(conversations.id)
    .limit(1)
    .for('update');
  return row;
}

export async function insertDirectConversation(db: DbOrTx, senderUserId: number, addresseeUserId: number, at: Date) {
  const [row] = await db
    .insert(conversations)
    .values({
      project_id: null,
      sender_user_id: senderUserId,
      addressee_user_id: addresseeUserId,
      created_at: at,
      updated_at: at,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation not inserted');
  return row;
}

/** A text message plus the bump of the conversation's `updated_at` the lists sort on. */
export async function insertTextMessage(db: DbOrTx, conversationId: number, senderUserId: number, content: string, at: Date) {
  const [row] = await db
    .insert(messages)
    .values({ conversation_id: conversationId, sender_user_id: senderUserId, content, content_type: 'text', created_at: at })
    .returning({ id: messages.id });
  await db.update(conversations).set({ updated_at: at }).where(eq(conversations.id, conversationId));
  if (!row) throw new Error('message not inserted');
  return row;
}
