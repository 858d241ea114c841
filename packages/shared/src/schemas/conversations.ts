import { z } from 'zod';
import { accountTypes } from '../constants/account-types.ts';
import { projectStatuses } from '../constants/project-statuses.ts';
import { requiredString } from './fields.ts';

export const messageMaxChars = 5000;

/** One side of a conversation: the user and the account behind it. */
export const conversationPartySchema = z.object({
  user_id: z.number(),
  name: z.string(),
  account_type: z.enum(accountTypes),
  /** Students only: their public profile. */
  slug: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type ConversationParty = z.infer<typeof conversationPartySchema>;

export const messageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  content: z.string(),
  /** 'system' lines are written by project actions and have no sender. */
  contentType: z.enum(['text', 'system']),
  sender_user_id: z.number().nullable(),
  sender: conversationPartySchema.nullable().optional(),
  created_at: z.string(),
  sent_at: z.string(),
  read_at: z.string().nullable(),
  /** Decision 018: an edited message says so; a deleted one has empty content and shows "besked slettet". */
  edited_at: z.string().nullable().optional(),
  deleted_at: z.string().nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(projectStatuses),
});

export const conversationSchema = z.object({
  id: z.number(),
  project_id: z.number().nullable(),
  project: conversationProjectSchema.nullable().optional(),
  sender: conversationPartySchema.optional(),
  addressee: conversationPartySchema.optional(),
  latest_message: z
    .object({ id: z.number(), content: z.string(), sent_at: z.string(), sender_user_id: z.number().nullable() })
    .nullable()
    .optional(),
  /** Messages from the other party the viewer has not read. */
  unread_count: z.number(),
  /** Decision 018: set while staff have archived the conversation. */
  archived_at: z.string().nullable().optional(),
  updated_at: z.string(),
  created_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const postMessageSchema = z.object({ content: requiredString(messageMaxChars) });
export type PostMessage = z.infer<typeof postMessageSchema>;

/** PUT /conversations/{id} (staff): archive or restore (decision 018). */
export const updateConversationSchema = z.strictObject({ archived: z.boolean({ error: 'validation.type' }) });

/** PUT /conversations/{id}/messages/{messageId}: the sender's edit within the window (decision 018). */
export const editMessageSchema = postMessageSchema;

/** POST /conversations: an employee writes to a user outside any project (decision 018). */
export const startConversationSchema = z.strictObject({
  user_id: z.number({ error: 'validation.type' }).int({ error: 'validation.type' }).positive().max(2_147_483_647),
  message: requiredString(messageMaxChars),
});
export type StartConversation = z.infer<typeof startConversationSchema>;
