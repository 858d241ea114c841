import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns.ts';

export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/**
 * An attachment is stored as what to render, not as bytes: the worker renders it when it sends (an invoice PDF
 * is made from the invoice row, which never changes), so the outbox stays small and holds no document copies.
 */
export interface OutboxAttachment {
  filename: string;
  content_type: string;
  source: { kind: 'invoice-pdf'; invoice_id: number };
}

/** Every e-mail is written here in the same transaction as the change that causes it; a worker sends it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: tstz('next_attempt_at').notNull().defaultNow(),
    last_error: text('last_error'),
    sent_at: tstz('sent_at'),
    ...timestamps,
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.next_attempt_at), index('outbox_created_at_idx').on(t.created_at)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    consent_at: tstz('consent_at').notNull(),
    unsubscribe_token_hash: text('unsubscribe_token_hash').notNull(),
    unsubscribed_at: tstz('unsubscribed_at'),
    /**
     * Double opt-in (issue 33): set when the address confirmed the sign-up from the mail; a sign-up that
     * is not confirmed within `newsletterConfirmDays` is deleted (newsletters/pending-signups-job.ts).
     */
    confirmed_at: tstz('confirmed_at'),
    /** Hash of the token in the confirmation mail; a new sign-up of the address replaces it. */
    confirm_token_hash: text('confirm_token_hash'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(t.email),
    uniqueIndex('newsletter_token_unique').on(t.unsubscribe_token_hash),
    uniqueIndex('newsletter_confirm_token_unique').on(t.confirm_token_hash),
  ],
);
