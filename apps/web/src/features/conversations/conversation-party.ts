import type { Conversation, ConversationParty } from '@studiekraft/shared/schemas/conversations';

/** The person on the other side of a conversation from the viewer's point of view. */
export function otherParty(conversation: Conversation, viewerUserId: number): ConversationParty | undefined {
  return conversation.sender?.user_id === viewerUserId ? conversation.addressee : conversation.sender;
}
