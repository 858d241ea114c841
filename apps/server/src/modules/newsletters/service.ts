import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { newsletterConfirmPath, newsletterUnsubscribePath } from '@studiekraft/shared/schemas/newsletter';
import type { Deps } from '../../deps.ts';
import { enqueueEmail } from '../../emails/enqueue-email.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { confirmByTokenHash, unsubscribeByTokenHash, upsertPendingSubscription } from './repository.ts';

const dayMs = 86_400_000;

/**
 * Double opt-in (issue 33): a sign-up waits until its address confirms it from the mail, so nobody can
 * subscribe somebody else. Idempotent: an active subscription answers 200 and sends nothing; a waiting
 * one gets a fresh link (the per-address limit bounds how often). The consent time is the last sign-up.
 */
export async function subscribeToNewsletter(deps: Pick<Deps, 'config' | 'db' | 'mail'>, email: string) {
  const confirmToken = newToken();
  const { publicUrl } = deps.config;
  const sent = await deps.db.transaction(async (tx) => {
    const waiting = await upsertPendingSubscription(tx, {
      email,
      confirmHash: hashToken(confirmToken),
      // Replaced at confirmation; until then nothing is sent that needs it.
      unsubscribeHash: hashToken(newToken()),
      now: new Date(),
    });
    if (!waiting) return false;
    await enqueueEmail(tx, deps.mail.context, email, {
      template: 'newsletter-confirm',
      data: {
        confirmUrl: `${publicUrl}${newsletterConfirmPath}?token=${encodeURIComponent(confirmToken)}`,
        days: tokenLifetimes.newsletterConfirmDays,
      },
    });
    return true;
  });
  if (sent) deps.mail.poke();
}

/** The link in the confirmation mail: the subscription starts, and the welcome mail carries the unsubscribe link. */
export async function confirmNewsletter(deps: Pick<Deps, 'config' | 'db' | 'mail'>, token: string) {
  const unsubscribeToken = newToken();
  const now = new Date();
  const { publicUrl } = deps.config;
  const confirmed = await deps.db.transaction(async (tx) => {
    const result = await confirmByTokenHash(tx, {
      confirmHash: hashToken(token),
      unsubscribeHash: hashToken(unsubscribeToken),
      now,
      since: new Date(now.getTime() - tokenLifetimes.newsletterConfirmDays * dayMs),
    });
    if (!result) throw new AppError('TOKEN_NOT_FOUND');
    if (result.confirmedNow)
      await enqueueEmail(tx, deps.mail.context, result.email, {
        template: 'newsletter-welcome',
        data: {
          unsubscribeUrl: `${publicUrl}${newsletterUnsubscribePath}?token=${encodeURIComponent(unsubscribeToken)}`,
          searchUrl: `${publicUrl}/students/search`,
        },
      });
    return result.confirmedNow;
  });
  if (confirmed) deps.mail.poke();
}

/** Only the hash of the token is stored; a second click on the same link still succeeds. */
export async function unsubscribeFromNewsletter(deps: Pick<Deps, 'db'>, token: string) {
  const found = await unsubscribeByTokenHash(deps.db, hashToken(token), new Date());
  if (!found) throw new AppError('TOKEN_NOT_FOUND');
}
