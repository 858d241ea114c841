import { pageSizes } from '@studiekraft/shared/constants/limits';
import { realtimeEvents } from '@studiekraft/shared/realtime';
import type { PostMessage } from '@studiekraft/shared/schemas/conversations';
import { and, isNull } from 'drizzle-orm';
import { conversations } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { parseListQuery } from '../../plugins/list-query.ts';
import { mediaUrl } from '../media/media-url.ts';
import { findMessage, insertMessageIfAllowed, listMessages, markReadUpTo, messageListResource } from './message-repository.ts';
import { findParties } from './party-repository.ts';
import { presentConversation, presentMessage } from './presenter.ts';
import {
  type ConversationRow,
  conversationListResource,
  findConversation,
  findConversationAccess,
  listConversations,
  participantScope,
  staffConversationListResource,
  staffWideFilters,
} from './repository.ts';

const isParticipant = (conversation: ConversationRow, userId: number) =>
  conversation.sender_user_id === userId || conversation.addressee_user_id === userId;

/**
 * Participants see and write; employees may read any conversation (the staff view of spec section 2)
 * but only write in their own.
 */
async function loadVisible(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number) {
  const conversation = await findConversation(deps.db, id, viewer.userId);
  if (!conversation) throw notFound();
  if (!isParticipant(conversation, viewer.userId) && viewer.accountType !== 'EMPLOYEE') throw forbidden();
  return conversation;
}

export async function listViewerConversations(deps: Pick<Deps, 'db'>, viewer: AccessClaims, rawQuery: unknown) {
  const staff = viewer.accountType === 'EMPLOYEE';
  // The viewer's own conversations (or staff): the spec's 999 per page, not the public cap.
  const list = parseListQuery(rawQuery, staff ? staffConversationListResource : conversationListResource, {
    maxLimit: pageSizes.maxLimit,
  });
  // Employees asking for one user's conversations, or for all, get exactly those; everybody else only their
  // own. Archived conversations (decision 018) leave the parties' own lists; staff asking wide see them
  // unless they filter them out.
  const scope = staffWideFilters.some((key) => list.filterKeys.has(key))
    ? undefined
    : and(participantScope(viewer.userId), isNull(conversations.archived_at));
  const { rows, total } = await listConversations(deps.db, viewer.userId, scope, list);
  const parties = await findParties(
    deps.db,
    rows.flatMap((r) => [r.sender_user_id, r.addressee_user_id]),
  );
  return { rows: rows.map((row) => presentConversation(row, list.includes, parties)), total };
}

export async function getConversation(
  deps: Pick<Deps, 'db'>,
  viewer: AccessClaims,
  id: number,
  rawIncludes: ReadonlySet<string>,
) {
  const conversation = await loadVisible(deps, viewer, id);
  const parties = await findParties(deps.db, [conversation.sender_user_id, conversation.addressee_user_id]);
  return presentConversation(conversation, rawIncludes as never, parties);
}

export async function getMessages(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, rawQuery: unknown) {
  // One conversation the viewer may read (checked below), loaded whole.
  const list = parseListQuery(rawQuery, messageListResource, { maxLimit: pageSizes.maxLimit });
  await loadVisible(deps, viewer, id);
  const { rows, total } = await listMessages(deps.db, id, list);
  const parties = list.includes.has('sender')
    ? await findParties(
        deps.db,
        rows.flatMap((r) => (r.sender_user_id === null ? [] : [r.sender_user_id])),
      )
    : undefined;
  return { rows: rows.map((row) => presentMessage(row, parties)), total };
}

export async function getMessage(deps: Pick<Deps, 'db'>, viewer: AccessClaims, id: number, messageId: number) {
  await loadVisible(deps, viewer, id);
  const message = await findMessage(deps.db, id, messageId);
  if (!message) throw notFound();
  return presentMessage(message);
}

/**
 * Stores the message and bumps the conversation in one statement, then pushes it to the channel: a
 * subscriber never sees a message that was not committed. Clients that miss the push (offline,
 * reconnecting) fetch the list again, so delivery does not depend on the socket.
 */
export async function postMessage(
  deps: Pick<Deps, 'database' | 'db' | 'realtime'>,
  viewer: AccessClaims,
  id: number,
  body: PostMessage,
) {
  const row = await insertMessageIfAllowed(deps.database, {
    conversationId: id,
    senderUserId: viewer.userId,
    content: body.content,
    at: new Date(),
  });
  if (!row) {
    // Refused: find out why, off the hot path.
    const conversation = await findConversationAccess(deps.db, id);
    if (!conversation) throw notFound();
    if (conversation.sender_user_id !== viewer.userId && conversation.addressee_user_id !== viewer.userId) throw forbidden();
    throw new AppError('CONVERSATION_CLOSED');
  }
  const sender = {
    user_id: viewer.userId,
    name: row.sender_name,
    account_type: row.sender_account_type,
    slug: row.sender_account_type === 'STUDENT' ? row.sender_slug : null,
    avatar: mediaUrl(row.sender_avatar_path),
  };
  const message = presentMessage(row, new Map([[viewer.userId, sender]]));
  deps.realtime.publish(id, realtimeEvents.messageSent, { message });
  return message;
}

/**
 * The viewer has read everything from the other party up to this message. The chat calls this for every
 * message it shows, so it reads only the parties (not the list columns) and answers from the update's
 * own result instead of reading the message again.
 */
export async function markRead(deps: Pick<Deps, 'db' | 'realtime'>, viewer: AccessClaims, id: number, messageId: number) {
  const db = deps.db;
  const [access, message] = await Promise.all([findConversationAccess(db, id), findMessage(db, id, messageId)]);
  if (!access) throw notFound();
  const participant = access.sender_user_id === viewer.userId || access.addressee_user_id === viewer.userId;
  if (!participant && viewer.accountType !== 'EMPLOYEE') throw forbidden();
  if (!message) throw notFound();
  if (!participant) return presentMessage(message);
  const changed = await markReadUpTo(db, id, viewer.userId, message, new Date());
  if (changed.length > 0) {
    deps.realtime.publish(id, realtimeEvents.messageRead, {
      reader_user_id: viewer.userId,
      message_ids: changed.map((m) => m.id),
      read_at: changed[0]?.read_at ? new Date(changed[0].read_at).toISOString() : null,
    });
  }
  const own = changed.find((m) => m.id === messageId);
  if (own) return presentMessage({ ...message, read_at: own.read_at });
  // Unchanged: already read, the viewer's own or a system message, unless a concurrent request marked it
  // between the two statements; only then is it worth reading again.
  const maybeReadMeanwhile =
    message.read_at === null && message.sender_user_id !== null && message.sender_user_id !== viewer.userId;
  return presentMessage(maybeReadMeanwhile ? ((await findMessage(db, id, messageId)) ?? message) : message);
}
