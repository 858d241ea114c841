import { limits } from '@studiekraft/shared/constants/limits';
import { realtimeEvents } from '@studiekraft/shared/realtime';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import { lockMessage, updateMessage } from './edit-message-repository.ts';
import type { MessageRow } from './message-repository.ts';
import { findParties } from './party-repository.ts';
import { presentMessage } from './presenter.ts';
import { findConversationAccess } from './repository.ts';

const withinWindow = (row: MessageRow, now: Date) =>
  now.getTime() - new Date(row.created_at).getTime() <= limits.messageEditMinutes * 60_000;

/** Who may touch the conversation at all: its parties, and staff (who read every conversation). */
async function loadAccess(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  const conversation = await findConversationAccess(deps.db, id);
  if (!conversation) throw notFound();
  const participant = conversation.sender_user_id === viewer.userId || conversation.addressee_user_id === viewer.userId;
  if (!participant && viewer.accountType !== 'EMPLOYEE') throw forbidden();
}

async function publishChange(deps: Pick<Deps, 'db' | 'realtime'>, id: number, event: string, row: MessageRow) {
  const parties = row.sender_user_id === null ? undefined : await findParties(deps.db, [row.sender_user_id]);
  const message = presentMessage(row, parties);
  deps.realtime.publish(id, event, { message });
  return message;
}

/**
 * PUT /conversations/{id}/messages/{messageId} (decision 018): only the sender, only a text message, only
 * within the edit window and not once deleted. Pushed as MessageUpdatedEvent after the commit.
 */
export async function editMessage(
  deps: Pick<Deps, 'db' | 'realtime'>,
  viewer: AccessClaims,
  id: number,
  messageId: number,
  content: string,
) {
  await loadAccess(deps, viewer, id);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockMessage(tx, id, messageId);
    if (!current) throw notFound();
    if (current.content_type !== 'text' || current.sender_user_id !== viewer.userId) throw forbidden();
    if (current.deleted_at || !withinWindow(current, now)) throw new AppError('MESSAGE_NOT_EDITABLE');
    return updateMessage(tx, messageId, { content, edited_at: now });
  });
  return publishChange(deps, id, realtimeEvents.messageUpdated, row);
}

/**
 * DELETE /conversations/{id}/messages/{messageId} (decision 018): the sender within the edit window, or
 * staff at any time (moderation, an audit entry with the hidden text). The row stays with empty content,
 * shown as "besked slettet"; system lines are the record of what happened and cannot be deleted.
 */
export async function deleteMessage(deps: Pick<Deps, 'db' | 'realtime'>, viewer: AccessClaims, id: number, messageId: number) {
  await loadAccess(deps, viewer, id);
  const now = new Date();
  const staff = viewer.accountType === 'EMPLOYEE';
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockMessage(tx, id, messageId);
    if (!current) throw notFound();
    if (current.content_type !== 'text') throw forbidden();
    const own = current.sender_user_id === viewer.userId;
    if (!own && !staff) throw forbidden();
    if (current.deleted_at) throw new AppError('MESSAGE_NOT_EDITABLE');
    if (own && !staff && !withinWindow(current, now)) throw new AppError('MESSAGE_NOT_EDITABLE');
    const updated = await updateMessage(tx, messageId, { content: '', deleted_at: now });
    if (!own)
      await recordAudit(tx, viewer.userId, {
        action: 'message.hidden',
        entity: { type: 'message', id: messageId },
        before: { conversation_id: id, content: current.content, sender_user_id: current.sender_user_id },
        after: { deleted: true },
      });
    return updated;
  });
  return publishChange(deps, id, realtimeEvents.messageDeleted, row);
}
