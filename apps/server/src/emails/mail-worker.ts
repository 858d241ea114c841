import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type OutboxAttachment, outboxEmails } from '../db/schema/index.ts';
import type { MailAttachment, MailTransport } from './mail-transport.ts';
import { readOutboxBacklog } from './outbox-backlog.ts';
import { renderOutboxAttachment } from './render-attachment.ts';

/** The subset of pino the worker uses; it only ever logs ids, counts and error codes. */
export interface MailWorkerLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  /** null: no way to send (production without SMTP_URL); mail stays pending until one is configured. */
  transport: MailTransport | null;
  from: string;
  logger: MailWorkerLogger;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Injected so tests can move time forward instead of sleeping through the backoff. */
  now?: () => Date;
  /**
   * Keep a sent mail's text and HTML in the outbox. Only the capture transport wants this: its rows are
   * the dev mailbox. Otherwise the bodies are replaced once the mail is out (or given up), because they
   * hold one-time confirmation and reset links that anyone reading the table could use.
   */
  keepSentBodies?: boolean;
  /** Turns a stored attachment (what to render) into bytes when the mail is sent; tests may replace it. */
  renderAttachment?: (attachment: OutboxAttachment) => Promise<MailAttachment>;
}

/** What a sent (or given up) mail's text and HTML become when the bodies are not kept. */
export const removedBody = '(Indholdet er fjernet efter afsendelse.)';
const removedBodies = { text: removedBody, html: `<p>${removedBody}</p>` };

export interface MailWorkerState {
  running: boolean;
  transport: string;
  pending: number;
  failed: number;
  lastError: string | null;
}

export interface MailWorker {
  start(): void;
  /** Stops polling and waits for the batch in flight, so shutdown never cuts a send in half. */
  stop(): Promise<void>;
  /** Wake now instead of at the next poll; call it after the transaction that enqueued mail commits. */
  poke(): void;
  /** Sends everything due, batch after batch, and resolves with how many were sent. */
  drain(): Promise<number>;
  state(): Promise<MailWorkerState>;
}

const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/**
 * A claimed row is pushed this far into the future while it is being sent. If the process dies
 * mid-send the row simply becomes due again when the lease runs out, so a crash can send a mail twice
 * but never loses one (at-least-once). It must outlast the SMTP transport's timeouts.
 */
const LEASE_MS = 5 * 60_000;

/** Delay before the next try after `attempts` failed tries: 30 s, 1 min, 2 min ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * Reduces a send error to codes only (`EENVELOPE 550`, `ECONNECTION`). SMTP error messages quote the
 * recipient address and sometimes the server's reply about the content, which must not reach the
 * database's last_error column or the logs.
 */
export function describeSendError(error: unknown): string {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const isCode = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(v);
  const code = isCode(e.code) ? e.code : isCode(e.name) ? e.name : 'ERROR';
  return typeof e.responseCode === 'number' ? `${code} ${e.responseCode}` : code;
}

interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  attachments: OutboxAttachment[];
}

/**
 * The outbox sender. Each pass claims due rows in a short transaction (FOR UPDATE SKIP LOCKED, so any
 * number of server processes can run one), sends them outside any transaction, then records the outcome
 * per row. Delivery is at-least-once: see LEASE_MS for the one case that can repeat a mail.
 */
/**
 * With the 1-hour cap this keeps retrying for about 17 hours, so a night-long SMTP outage delays mail
 * without failing it.
 */
export const defaultMaxAttempts = 20;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, from, logger } = options;
  const pollMs = options.pollMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  const now = options.now ?? (() => new Date());
  const bodiesOnceDone = options.keepSentBodies ? {} : removedBodies;
  const renderAttachment = options.renderAttachment ?? ((attachment: OutboxAttachment) => renderOutboxAttachment(db, attachment));

  let running = false;
  let inFlight = false;
  let wakeRequested = false;
  let timer: NodeJS.Timeout | null = null;
  let lastError: string | null = null;
  // Passes run one at a time within a process; across processes SKIP LOCKED and the lease keep them apart.
  let chain: Promise<unknown> = Promise.resolve();

  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const next = chain.then(fn);
    chain = next.catch(() => undefined);
    return next;
  }

  /** Locks due rows (skipping rows another process holds), bumps attempts and leases them, then commits. */
  async function claimBatch(): Promise<ClaimedMail[]> {
    const at = now();
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.next_attempt_at, at)))
        .orderBy(asc(outboxEmails.next_attempt_at), asc(outboxEmails.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(outboxEmails)
        .set({ attempts: sql`${outboxEmails.attempts} + 1`, next_attempt_at: new Date(at.getTime() + LEASE_MS) })
        .where(
          inArray(
            outboxEmails.id,
            due.map((row) => row.id),
          ),
        )
        .returning({
          id: outboxEmails.id,
          to: outboxEmails.to,
          subject: outboxEmails.subject,
          text: outboxEmails.text,
          html: outboxEmails.html,
          attempts: outboxEmails.attempts,
          attachments: outboxEmails.attachments,
        });
    });
    return claimed.sort((a, b) => a.id - b.id);
  }

  // Both updates only touch a row still pending: if a lease ran out and another process took the row
  // over and finished it, its outcome wins.
  async function markSent(mail: ClaimedMail): Promise<void> {
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sent_at: now(), last_error: null, ...bodiesOnceDone })
      .where(and(eq(outboxEmails.id, mail.id), eq(outboxEmails.status, 'pending')));
    logger.debug({ mailId: mail.id, attempts: mail.attempts }, 'mail sent');
  }

  async function markFailedAttempt(mail: ClaimedMail, error: unknown): Promise<void> {
    const code = describeSendError(error);
    lastError = code;
    const givesUp = mail.attempts >= maxAttempts;
    const at = now();
    await db
      .update(outboxEmails)
      .set({
        status: givesUp ? 'failed' : 'pending',
        last_error: code,
        ...(givesUp ? bodiesOnceDone : {}),
        next_attempt_at: givesUp ? at : new Date(at.getTime() + retryDelayMs(mail.attempts)),
      })
      .where(and(eq(outboxEmails.id, mail.id), eq(outboxEmails.status, 'pending')));
    const log = { mailId: mail.id, attempts: mail.attempts, code };
    if (givesUp) logger.error(log, 'mail gave up after too many attempts');
    else logger.warn(log, 'mail send failed; will retry');
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    if (!transport) return false;
    try {
      // Rendered now, from rows that never change (an invoice): a failure here is a failed attempt like a send error.
      const attachments = await Promise.all((mail.attachments ?? []).map(renderAttachment));
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      await markFailedAttempt(mail, error);
      return false;
    }
    // If this update fails the mail was still sent; the lease makes it due again (a duplicate, not a loss).
    await markSent(mail);
    return true;
  }

  async function processUntilIdle(keepGoing: () => boolean): Promise<number> {
    if (!transport) return 0;
    let sent = 0;
    while (keepGoing()) {
      const batch = await claimBatch();
      if (batch.length === 0) break;
      const results = await Promise.allSettled(batch.map(deliver));
      let sentNow = 0;
      for (const [i, result] of results.entries()) {
        if (result.status === 'fulfilled') {
          if (result.value) sentNow += 1;
        } else {
          lastError = describeSendError(result.reason);
          logger.error({ mailId: batch[i]?.id, code: lastError }, 'mail outcome not recorded; it will be retried');
        }
      }
      sent += sentNow;
      // A batch where nothing went through is most likely an outage: leave the rest of the queue for the
      // next poll instead of walking every due row into a failed attempt right now.
      if (sentNow === 0) break;
    }
    return sent;
  }

  function clearTimer(): void {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  function schedule(ms: number): void {
    if (!running) return;
    clearTimer();
    timer = setTimeout(tick, ms);
    // The HTTP server keeps the process alive; a pending poll must not stop it from exiting.
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = null;
    if (!running) return;
    inFlight = true;
    wakeRequested = false;
    try {
      const sent = await exclusive(() => processUntilIdle(() => running));
      if (sent > 0) logger.info({ sent }, 'mail sent from outbox');
    } catch (error) {
      // The database being briefly unreachable must not kill the loop; the next poll tries again.
      lastError = describeSendError(error);
      logger.error({ code: lastError }, 'mail worker pass failed');
    } finally {
      inFlight = false;
    }
    schedule(wakeRequested ? 0 : pollMs);
  }

  return {
    start() {
      if (running) return;
      if (!transport) {
        logger.warn({}, 'no mail transport configured; e-mails stay pending in the outbox');
        return;
      }
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimer();
      await chain;
    },
    poke() {
      if (!running) return;
      if (inFlight) wakeRequested = true;
      else schedule(0);
    },
    drain() {
      return exclusive(() => processUntilIdle(() => true));
    },
    async state() {
      const { pending, failed } = await readOutboxBacklog(db);
      return { running, transport: transport?.name ?? 'none', pending, failed, lastError };
    },
  };
}
