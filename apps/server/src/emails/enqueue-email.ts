import type { DbOrTx } from '../db/client.ts';
import { type OutboxAttachment, outboxEmails } from '../db/schema/index.ts';
import type { EmailMessage } from './email-message.ts';
import { renderEmail } from './render-email.ts';
import type { MailContext } from './rendered-email.ts';

/**
 * Writes the e-mail to the outbox inside the caller's transaction, so it is sent if and only if the
 * change that caused it commits. The mail worker picks it up. Attachments are stored as what to render
 * (an invoice's id), and the worker renders them when it sends (decision 025).
 */
export async function enqueueEmail(
  tx: DbOrTx,
  ctx: MailContext,
  to: string,
  message: EmailMessage,
  attachments: OutboxAttachment[] = [],
): Promise<void> {
  const rendered = renderEmail(message, ctx);
  await tx.insert(outboxEmails).values({ to, template: message.template, ...rendered, attachments });
}
