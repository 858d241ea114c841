import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { getConversation } from './service.ts';

/**
 * PUT /conversations/{id} {archived} and DELETE /conversations/{id} (staff, decision 018). Archiving
 * never destroys: the conversation leaves the parties' lists and takes no new messages, every row stays,
 * and restoring brings it back. A change of state is an audit entry; repeating it changes nothing.
 */
export async function setConversationArchived(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, archived: boolean) {
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ archived_at: conversations.archived_at })
      .from(conversations)
      .where(eq(conversations.id, id))
      .for('update');
    if (!current) throw notFound();
    if ((current.archived_at !== null) === archived) return;
    await tx
      .update(conversations)
      .set({ archived_at: archived ? new Date() : null })
      .where(eq(conversations.id, id));
    await recordAudit(tx, viewer.userId, {
      action: archived ? 'conversation.archived' : 'conversation.restored',
      entity: { type: 'conversation', id },
      before: { archived: !archived },
      after: { archived },
    });
  });
  return getConversation(deps, viewer, id, new Set());
}
