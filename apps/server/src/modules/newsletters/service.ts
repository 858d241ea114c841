import { newsletterUnsubscribePath } from '@studiekraft/shared/schemas/newsletter';
import type { FastifyInstance } from 'fastify';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { unsubscribeByTokenHash, upsertSubscription } from './repository.ts';

/**
 * Idempotent: subscribing an address twice answers 200 both times and keeps one row. The welcome mail
 * (with the unsubscribe link) goes out only when the subscription becomes active, so the endpoint cannot
 * be used to flood someone's inbox. The consent time is when the address last opted in.
 */
export async function subscribeToNewsletter(app: FastifyInstance, email: string) {
  const token = newToken();
  const { publicUrl } = app.config;
  const sent = await app.database.db.transaction(async (tx) => {
    const activated = await upsertSubscription(tx, { email, tokenHash: hashToken(token), now: new Date() });
    if (!activated) return false;
    await enqueueEmail(tx, app.mailContext, email, {
      template: 'newsletter-welcome',
      data: {
        unsubscribeUrl: `${publicUrl}${newsletterUnsubscribePath}?token=${encodeURIComponent(token)}`,
        searchUrl: `${publicUrl}/students/search`,
      },
    });
    return true;
  });
  if (sent) app.mailWorker.poke();
}

/** Only the hash of the token is stored; a second click on the same link still succeeds. */
export async function unsubscribeFromNewsletter(app: FastifyInstance, token: string) {
  const found = await unsubscribeByTokenHash(app.database.db, hashToken(token), new Date());
  if (!found) throw new AppError('TOKEN_NOT_FOUND');
}
