import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';

/** The message under a row lock, so an edit and a delete at once are applied one after the other. */
export async function lockMessage(db: DbOrTx, conversationId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), eq(messages.id, messageId)))
    .for('update');
  return row;
}

export async function updateMessage(
  db: DbOrTx,
  messageId: number,
  values: { content: string; edited_at?: Date; deleted_at?: Date },
) {
  const [row] = await db.update(messages).set(values).where(eq(messages.id, messageId)).returning();
  if (!row) throw new Error('message vanished under its lock');
  return row;
}
