import { realtimeEvents } from '@studiekraft/shared/realtime';
import type { StartConversation } from '@studiekraft/shared/schemas/conversations';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { findUserById } from '../accounts/account-repository.ts';
import { findDirectConversationForUpdate, insertDirectConversation, insertTextMessage } from './direct-repository.ts';
import { findMessage } from './message-repository.ts';
import { findParties } from './party-repository.ts';
import { presentMessage } from './presenter.ts';
import { getConversation } from './service.ts';

/**
 * POST /conversations (staff only, decision 018): an employee writes to a user outside any project. A
 * pair has one such thread: writing again adds to the existing one (200) instead of opening another
 * (201), so the user and the staff view never have to guess which thread is current.
 */
export async function startConversation(deps: Pick<Deps, 'db' | 'realtime'>, viewer: AccessClaims, input: StartConversation) {
  const { db } = deps;
  if (input.user_id === viewer.userId) throw validationFailed({ user_id: ['validation.format'] });
  if (!(await findUserById(db, input.user_id))) throw validationFailed({ user_id: ['validation.format'] });
  const at = new Date();
  const { conversationId, messageId, created } = await db.transaction(async (tx) => {
    const existing = await findDirectConversationForUpdate(tx, viewer.userId, input.user_id);
    const conversation = existing ?? (await insertDirectConversation(tx, viewer.userId, input.user_id, at));
    const message = await insertTextMessage(tx, conversation.id, viewer.userId, input.message, at);
    return { conversationId: conversation.id, messageId: message.id, created: !existing };
  });
  // After the commit, like every message: a subscriber never sees a message that was rolled back.
  const row = await findMessage(db, conversationId, messageId);
  if (row) {
    const parties = await findParties(db, [viewer.userId]);
    deps.realtime.publish(conversationId, realtimeEvents.messageSent, { message: presentMessage(row, parties) });
  }
  return { created, conversation: await getConversation(deps, viewer, conversationId, new Set()) };
}
