import { and, eq, gte, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

/**
 * A sign-up waiting for its confirmation (double opt-in): a new address, one that had unsubscribed, or
 * one still waiting (its tokens and consent time renewed), in one statement, so two concurrent sign-ups
 * of one address make one row. A confirmed, active subscription is left as it is. Returns whether a
 * confirmation mail should go out (the row is waiting now).
 */
export async function upsertPendingSubscription(
  db: DbOrTx,
  values: { email: string; confirmHash: string; unsubscribeHash: string; now: Date },
): Promise<boolean> {
  const pending = {
    consent_at: values.now,
    confirm_token_hash: values.confirmHash,
    unsubscribe_token_hash: values.unsubscribeHash,
    confirmed_at: null,
    unsubscribed_at: null,
  };
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: values.email, ...pending })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: pending,
      setWhere: or(isNull(newsletterSubscribers.confirmed_at), isNotNull(newsletterSubscribers.unsubscribed_at)),
    })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/**
 * Confirms the waiting sign-up the token belongs to, if it is younger than `since`; its unsubscribe link
 * gets a new token (only its hash was kept), which the welcome mail carries. Returns the address and
 * whether it was confirmed now, or null for an unknown or expired token. A second click is confirmed
 * already and sends nothing.
 */
export async function confirmByTokenHash(
  db: DbOrTx,
  values: { confirmHash: string; unsubscribeHash: string; now: Date; since: Date },
): Promise<{ email: string; confirmedNow: boolean } | null> {
  const [confirmed] = await db
    .update(newsletterSubscribers)
    .set({ confirmed_at: values.now, unsubscribe_token_hash: values.unsubscribeHash })
    .where(
      and(
        eq(newsletterSubscribers.confirm_token_hash, values.confirmHash),
        isNull(newsletterSubscribers.confirmed_at),
        isNull(newsletterSubscribers.unsubscribed_at),
        gte(newsletterSubscribers.consent_at, values.since),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  if (confirmed) return { email: confirmed.email, confirmedNow: true };
  const [existing] = await db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmed_at })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.confirm_token_hash, values.confirmHash), isNull(newsletterSubscribers.unsubscribed_at)));
  return existing?.confirmedAt ? { email: existing.email, confirmedNow: false } : null;
}

/** Unsubscribes by the link in every newsletter mail; a token already used still answers true. */
export async function unsubscribeByTokenHash(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(newsletterSubscribers)
    .set({ unsubscribed_at: now })
    .where(and(eq(newsletterSubscribers.unsubscribe_token_hash, tokenHash), isNull(newsletterSubscribers.unsubscribed_at)))
    .returning({ id: newsletterSubscribers.id });
  if (updated.length > 0) return true;
  const [existing] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribe_token_hash, tokenHash));
  return existing !== undefined;
}

/** Deletes the sign-ups that were never confirmed and are older than `before`; returns how many. */
export async function deleteUnconfirmedBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(and(isNull(newsletterSubscribers.confirmed_at), lt(newsletterSubscribers.consent_at, before)))
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}
