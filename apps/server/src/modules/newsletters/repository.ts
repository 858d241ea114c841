import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

/**
 * Subscribes, or re-subscribes someone who had unsubscribed, in one statement; an address that is
 * already subscribed is left as it is. Returns whether the subscription became active now (only then is
 * a welcome mail sent). One statement, so two concurrent sign-ups of one address make one row.
 */
export async function upsertSubscription(db: DbOrTx, values: { email: string; tokenHash: string; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: values.email, consent_at: values.now, unsubscribe_token_hash: values.tokenHash })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { consent_at: values.now, unsubscribe_token_hash: values.tokenHash, unsubscribed_at: null },
      setWhere: isNotNull(newsletterSubscribers.unsubscribed_at),
    })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** Returns false for an unknown token; a token already used to unsubscribe still answers true. */
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
