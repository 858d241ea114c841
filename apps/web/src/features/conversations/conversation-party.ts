import type { Conversation, ConversationParty } from '@studiekraft/shared/schemas/conversations';

/** The person on the other side of a conversation from the viewer's point of view. */
export function otherParty(conversation: Conversation, viewerUserId: number): ConversationParty | undefined {
  return conversation.sender?.user_id === viewerUserId ? conversation.addressee : conversation.sender;
}

const viewpointOrder = ['CUSTOMER', 'STUDENT'] as const;

/**
 * Whose eyes the back office opens a conversation through when no one is asked for: the customer of a project
 * (as the projects table does), else the student of a staff or welcome thread, else whoever started it.
 */
export function staffViewpoint(conversation: Conversation): ConversationParty | undefined {
  const parties = [conversation.sender, conversation.addressee];
  for (const type of viewpointOrder) {
    const party = parties.find((p) => p?.account_type === type);
    if (party) return party;
  }
  return conversation.sender ?? conversation.addressee;
}
