import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../../db/client.ts';
import { enqueueEmail } from '../../../emails/enqueue-email.ts';
import type { MailContext } from '../../../emails/rendered-email.ts';
import { bindPeriodicJob, createPeriodicJob, type PeriodicJob, type PeriodicJobObserver } from '../../../lib/periodic-job.ts';
import { recordAudit } from '../../../lib/record-audit.ts';
import { copenhagenDate, reminderFigures, reminderTerms, startedMonthsLate } from './reminder-terms.ts';
import { type DueInvoice, findCustomerContact, lockInvoicesDue, recordReminder } from './repository.ts';

interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** `runOnce` sends every reminder due, batch by batch. */
export type InvoiceReminderJob = PeriodicJob;

declare module 'fastify' {
  interface FastifyInstance {
    invoiceReminders: InvoiceReminderJob;
  }
}

const HOUR_MS = 60 * 60_000;
const BATCH = 20;

const kr = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Øre as Danish kroner: 125000 is '1.250,00 kr.'. */
export const formatKroner = (ore: number) => `${kr.format(ore / 100)} kr.`;
const longDate = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-12-08' as '8. december 2026'. */
export const formatDanishDate = (day: string) => longDate.format(new Date(`${day}T00:00:00Z`));

/**
 * Reminders for unpaid invoices (decision 026). Every server process runs it at start and then hourly; each
 * batch is a short transaction that locks its invoices FOR UPDATE SKIP LOCKED (as the mail worker does), so
 * two processes never remind about the same invoice, and the unique (invoice, number) row is the last guard.
 * An invoice is acted on at most once a day in practice, since the next reminder waits 10 days. In one
 * transaction: the reminder row, the invoice overdue with its count, the mail with the PDF in the outbox and
 * a system audit entry.
 */
export function createInvoiceReminderJob(options: {
  db: Db;
  mailContext: MailContext;
  logger: JobLogger;
  now?: () => Date;
  intervalMs?: number;
  /** Counts the job's passes and failures (plugins/metrics.ts). */
  observer?: PeriodicJobObserver;
  /** Called after a pass that enqueued mail has committed (the app pokes its mail worker). */
  onSent?: () => void;
}): InvoiceReminderJob {
  const { db, mailContext, logger } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? HOUR_MS;

  async function remind(tx: Tx, invoice: DueInvoice, at: Date, today: string) {
    const contact = await findCustomerContact(tx, invoice.customer_id);
    const to = invoice.buyer.email ?? contact?.email ?? null;
    const figures = reminderFigures({
      totalOre: invoice.total_ore,
      dueDate: invoice.due_date,
      today,
      number: invoice.reminders_sent + 1,
    });
    await recordReminder(tx, invoice.id, figures, at);
    if (to) {
      await enqueueEmail(
        tx,
        mailContext,
        to,
        {
          template: 'invoice-reminder',
          data: {
            name: contact ? `${contact.first_name} ${contact.last_name}`.trim() : invoice.buyer.name,
            number: figures.number,
            invoiceNumber: invoice.number,
            dueDate: formatDanishDate(invoice.due_date),
            total: formatKroner(invoice.total_ore),
            fee: formatKroner(figures.feeOre),
            fees: formatKroner(figures.feesOre),
            interest: formatKroner(figures.interestOre),
            interestMonths: startedMonthsLate(invoice.due_date, today),
            outstanding: formatKroner(figures.outstandingOre),
            paymentReference: invoice.payment_reference,
            demandDays: figures.number === reminderTerms.maxReminders ? reminderTerms.demandDays : null,
            url: new URL('/overview', mailContext.publicUrl).toString(),
          },
        },
        [
          {
            filename: `faktura-${invoice.number}.pdf`,
            content_type: 'application/pdf',
            source: { kind: 'invoice-pdf', invoice_id: invoice.id },
          },
        ],
      );
    } else {
      logger.warn({ invoiceId: invoice.id }, 'invoice reminder recorded without an address to send it to');
    }
    await recordAudit(tx, null, {
      action: 'invoice.reminded',
      entity: { type: 'invoice', id: invoice.id },
      before: { status: invoice.status, reminders_sent: invoice.reminders_sent },
      after: {
        status: 'overdue',
        reminders_sent: figures.number,
        fee_ore: figures.feeOre,
        interest_ore: figures.interestOre,
        outstanding_ore: figures.outstandingOre,
      },
    });
  }

  async function batch(at: Date): Promise<number> {
    const today = copenhagenDate(at);
    return db.transaction(async (tx) => {
      const due = await lockInvoicesDue(tx, at, today, BATCH);
      for (const invoice of due) await remind(tx, invoice, at, today);
      return due.length;
    });
  }

  async function pass(at: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await batch(at);
      total += sent;
      if (sent < BATCH) break;
    }
    if (total > 0) {
      logger.info({ reminders: total }, 'invoice reminders sent');
      options.onSent?.();
    }
    return total;
  }

  return createPeriodicJob({
    pass,
    intervalMs,
    now,
    logger,
    failureMessage: 'invoice reminder pass failed',
    observer: options.observer,
  });
}

/** `app.invoiceReminders`, started when the app is ready and stopped when it closes. */
export const invoiceRemindersPlugin = fp(
  async (app: FastifyInstance, opts: { start: boolean }) => {
    const job = createInvoiceReminderJob({
      db: app.database.db,
      mailContext: app.mailContext,
      logger: app.log.child({ module: 'invoice-reminders' }),
      observer: app.metrics?.observeJob('invoice-reminders'),
      onSent: () => app.mailWorker.poke(),
    });
    app.decorate('invoiceReminders', job);
    bindPeriodicJob(app, job, opts.start);
  },
  { name: 'invoice-reminders', dependencies: ['mailer'] },
);
