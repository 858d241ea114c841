import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCaptureTransport } from '../emails/capture-transport.ts';
import type { MailTransport } from '../emails/mail-transport.ts';
import { createMailWorker, type MailWorker } from '../emails/mail-worker.ts';
import { createSmtpTransport } from '../emails/smtp-transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services call `app.mailWorker.poke()` after a transaction that enqueued mail has committed. */
    mailWorker: MailWorker;
  }
}

interface Chosen {
  transport: MailTransport | null;
  /** Set only for transports this plugin created, so it closes its own and never a test's. */
  close?: () => void;
  /** The capture transport's rows are the dev mailbox: their bodies stay after "sending". */
  isCapture?: boolean;
}

function chooseTransport(app: FastifyInstance, given: MailTransport | undefined): Chosen {
  if (given) return { transport: given };
  if (app.config.smtpUrl) {
    const smtp = createSmtpTransport(app.config.smtpUrl);
    return { transport: smtp, close: () => smtp.close() };
  }
  if (app.config.env !== 'production') return { transport: createCaptureTransport(), isCapture: true };
  // Production without SMTP: keep mail in the outbox rather than pretend it was delivered.
  return { transport: null };
}

export const mailerPlugin = fp(
  async (app: FastifyInstance, opts: { transport?: MailTransport; start: boolean }) => {
    const chosen = chooseTransport(app, opts.transport);
    const logger = app.log.child({ module: 'mail' });
    if (!chosen.transport) logger.warn('SMTP_URL is not set; e-mails are kept pending in the outbox and not sent');
    else logger.info({ transport: chosen.transport.name }, 'mail transport ready');

    const worker = createMailWorker({
      db: app.database.db,
      transport: chosen.transport,
      from: app.config.mailFrom,
      logger,
      keepSentBodies: chosen.isCapture ?? false,
    });
    app.decorate('mailWorker', worker);

    if (opts.start) {
      app.addHook('onReady', async () => {
        worker.start();
      });
    }
    app.addHook('onClose', async () => {
      await worker.stop();
      chosen.close?.();
    });
  },
  { name: 'mailer' },
);
