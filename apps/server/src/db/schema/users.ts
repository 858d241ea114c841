import { accountTypes } from '@studiekraft/shared/constants/account-types';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns.ts';

export const accountTypeEnum = pgEnum('account_type', accountTypes);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    password_hash: text('password_hash'),
    account_type: accountTypeEnum('account_type').notNull(),
    /** Staff activation; a deactivated user cannot log in. */
    activated: boolean('activated').notNull().default(true),
    email_confirmed_at: tstz('email_confirmed_at'),
    /** Set while a changed e-mail waits for confirmation of the new address. */
    pending_email: text('pending_email'),
    avatar_path: text('avatar_path'),
    /**
     * Carried in every access token and compared on every authenticated request and socket event; raised
     * when the user's sessions must end at once: deactivation, erasure, password change or reset, e-mail
     * change (decision 016).
     */
    session_version: integer('session_version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_created_at_idx').on(t.created_at)],
);

/**
 * `project` is the contact flow's quick-registration token: it lets the browser that registered create
 * one project for that customer before any login (decision 010).
 */
export const tokenPurposeEnum = pgEnum('token_purpose', ['confirmation', 'reset', 'project']);

/** E-mail confirmation, password-reset and project tokens: random, stored as a SHA-256 hash, single-use, expiring. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: tokenPurposeEnum('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    /** For an e-mail change: the address this token confirms. */
    email: text('email'),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
    created_at: timestamps.created_at,
  },
  (t) => [uniqueIndex('user_tokens_hash_unique').on(t.token_hash), index('user_tokens_user_idx').on(t.user_id, t.purpose)],
);

/** Refresh tokens: hashed, rotated on each use; a family is revoked when a used one comes back. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: tstz('expires_at').notNull(),
    used_at: tstz('used_at'),
    revoked_at: tstz('revoked_at'),
    created_at: timestamps.created_at,
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.token_hash),
    index('refresh_tokens_family_idx').on(t.family_id),
    index('refresh_tokens_user_idx').on(t.user_id),
  ],
);
