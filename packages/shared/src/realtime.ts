import { z } from 'zod';

/**
 * Names of the real-time channel (ARCHITECTURE.md section 4). Both the server and the web app build
 * channel names here, so a typo cannot silently subscribe to nothing.
 */
export const realtimePath = '/socket.io';

export const conversationChannel = (conversationId: number) => `conversations.${conversationId}.messages`;

const channelPattern = /^conversations\.(\d{1,10})\.messages$/;

/** The conversation id of a channel name, or null for anything that is not one. */
export function parseConversationChannel(channel: unknown): number | null {
  if (typeof channel !== 'string') return null;
  const match = channelPattern.exec(channel);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export const realtimeEvents = {
  messageSent: 'MessageSentEvent',
  messageRead: 'MessageReadEvent',
  /** Decision 018: the edited message, as presented. */
  messageUpdated: 'MessageUpdatedEvent',
  /** Decision 018: the deleted message (empty content, `deleted_at` set), as presented. */
  messageDeleted: 'MessageDeletedEvent',
  projectUpdated: 'ProjectUpdatedEvent',
} as const;

export const subscribeRequestSchema = z.object({ channel: z.string().max(100) });
export type SubscribeAck = { ok: true } | { ok: false; message: 'FORBIDDEN' | 'INVALID_CHANNEL' | 'UNAUTHENTICATED' };
