import { projectEventTypes, projectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, numeric, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { priceTypeEnum, skills } from './catalogue.ts';
import { id, noPendingList, timestamps, tstz } from './columns.ts';
import { customers, students } from './people.ts';
import { users } from './users.ts';

export const projectStatusEnum = pgEnum('project_status', projectStatuses);
export const projectEventTypeEnum = pgEnum('project_event_type', projectEventTypes);
export const messageContentTypeEnum = pgEnum('message_content_type', ['text', 'system']);

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    status: projectStatusEnum('status').notNull().default('project-created'),
    skill_id: integer('skill_id')
      .notNull()
      .references(() => skills.id),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id),
    customer_id: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    price_type: priceTypeEnum('price_type').notNull(),
    starting_price: money('starting_price'),
    offered_price: money('offered_price'),
    offered_hours: money('offered_hours'),
    /** When the current offer was posted or re-sent; offers are valid 7 days (decision 014). */
    offered_at: tstz('offered_at'),
    accepted_price: money('accepted_price'),
    /** Hours beyond the accepted offer that the customer approved (decision 014). */
    extra_hours_approved: money('extra_hours_approved').notNull().default(0),
    /** A pending request for extra hours: how many, why and when; null when none is pending. */
    extra_hours_requested: money('extra_hours_requested'),
    extra_hours_reason: text('extra_hours_reason'),
    extra_hours_requested_at: tstz('extra_hours_requested_at'),
    hours_used: money('hours_used'),
    final_price: money('final_price'),
    price_accepted_at: tstz('price_accepted_at'),
    cancelled_at: tstz('cancelled_at'),
    finalized_at: tstz('finalized_at'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('projects_status_idx').on(t.status),
    index('projects_student_idx').on(t.student_id, t.updated_at),
    index('projects_customer_idx').on(t.customer_id, t.updated_at),
    index('projects_created_at_idx').on(t.created_at),
    index('projects_updated_at_idx').on(t.updated_at),
    // The staff projects table: sort on name and on the closed date, search the name (pg_trgm).
    index('projects_name_idx').on(t.name),
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with(noPendingList),
    index('projects_closed_at_idx').on(sql`coalesce(${t.finalized_at}, ${t.cancelled_at})`),
  ],
);

export const projectEvents = pgTable(
  'project_events',
  {
    id: id(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: projectEventTypeEnum('type').notNull(),
    /** The user who acted. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    created_at: timestamps.created_at,
  },
  (t) => [index('project_events_project_idx').on(t.project_id, t.created_at)],
);

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    sender_user_id: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressee_user_id: integer('addressee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Staff archived it (decision 018): out of the parties' lists, no new messages, rows kept. */
    archived_at: tstz('archived_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('conversations_project_unique').on(t.project_id),
    index('conversations_sender_idx').on(t.sender_user_id, t.updated_at),
    index('conversations_addressee_idx').on(t.addressee_user_id, t.updated_at),
    index('conversations_updated_at_idx').on(t.updated_at),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversation_id: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null for system lines written by project actions. */
    sender_user_id: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    content_type: messageContentTypeEnum('content_type').notNull().default('text'),
    read_at: tstz('read_at'),
    /** Set when the sender edits the text within the edit window (decision 018). */
    edited_at: tstz('edited_at'),
    /** Set when the sender or staff deletes it: the content is emptied, the row stays as a "besked slettet" line. */
    deleted_at: tstz('deleted_at'),
    created_at: timestamps.created_at,
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversation_id, t.created_at),
    index('messages_unread_idx').on(t.conversation_id).where(sql`${t.read_at} is null`),
  ],
);

export const projectFiles = pgTable(
  'project_files',
  {
    id: id(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    original_filename: text('original_filename').notNull(),
    storage_key: text('storage_key').notNull(),
    mime_type: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    created_at: timestamps.created_at,
  },
  (t) => [index('project_files_project_idx').on(t.project_id), index('project_files_owner_idx').on(t.owner_user_id)],
);
