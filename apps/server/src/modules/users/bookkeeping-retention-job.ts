import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { bindPeriodicJob, createPeriodicJob, type PeriodicJob, type PeriodicJobObserver } from '../../lib/periodic-job.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import type { Storage } from '../../plugins/storage.ts';
import {
  deleteAccountIfUnreferenced,
  deleteExpiredInvoices,
  deleteExpiredPayouts,
  deletePurgeableProjects,
  lockPurgeableAccounts,
  type PurgeKind,
  type RetentionCutoff,
} from './bookkeeping-retention-repository.ts';

interface RetentionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** `runOnce` purges what the law no longer keeps of every anonymised account. */
export type BookkeepingRetention = PeriodicJob;

declare module 'fastify' {
  interface FastifyInstance {
    bookkeepingRetention: BookkeepingRetention;
  }
}

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 20;
const MAX_BATCHES_PER_PASS = 50;
/** Bookkeeping material is kept for 5 years after the end of its financial year (bogføringsloven § 10). */
export const bookkeepingYears = 5;

/** The cutoff as of `at`: in 2026 the financial year 2020 ended more than 5 years ago, 2021 did not. */
export function retentionCutoff(at: Date): RetentionCutoff {
  const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Copenhagen', year: 'numeric' }).format(at));
  const keepFromYear = year - bookkeepingYears;
  return { keepFromYear, boundary: `${keepFromYear}-01-01` };
}

/**
 * Decision 034: what decision 027 kept of a deleted (anonymised) account goes once bookkeeping law no
 * longer needs it: the customer's invoices and credit notes, the student's payout lines, the projects
 * (with conversations, messages and files) nothing kept hangs on, and finally the account rows. Every
 * process runs it at start and daily; each batch is a short transaction over accounts locked FOR UPDATE
 * SKIP LOCKED, and each account is a savepoint, so one that fails is logged and the others go on. Each
 * purge is an audit entry without an employee and without personal data; stored files go after the commit.
 */
export function createBookkeepingRetention(options: {
  db: Db;
  storage: Storage;
  logger: RetentionLogger;
  now?: () => Date;
  intervalMs?: number;
  /** Counts the job's passes and failures (plugins/metrics.ts). */
  observer?: PeriodicJobObserver;
}): BookkeepingRetention {
  const { db, storage, logger } = options;

  async function purgeBatch(kind: PurgeKind, cutoff: RetentionCutoff, afterId: number) {
    return db.transaction(async (tx) => {
      const accounts = await lockPurgeableAccounts(tx, kind, cutoff, afterId, BATCH);
      const files: string[] = [];
      let purged = 0;
      for (const account of accounts) {
        try {
          const gone = await tx.transaction(async (savepoint) => {
            const bookkeeping: { invoices?: number; payouts?: number } =
              kind === 'customer'
                ? { invoices: await deleteExpiredInvoices(savepoint, account.id, cutoff) }
                : { payouts: await deleteExpiredPayouts(savepoint, account.id, cutoff) };
            const projects = await deletePurgeableProjects(savepoint, kind, account.id, cutoff);
            const accountDeleted = await deleteAccountIfUnreferenced(savepoint, kind, account);
            // An invoice can wait for its credit note's year to end too: nothing went, nothing to record.
            const rows = (bookkeeping.invoices ?? 0) + (bookkeeping.payouts ?? 0) + projects.count;
            if (rows === 0 && !accountDeleted) return null;
            await recordAudit(savepoint, null, {
              action: 'user.purged',
              entity: { type: kind, id: account.id },
              before: { ...bookkeeping, projects: projects.count, kept_from_year: cutoff.keepFromYear },
              after: { account_deleted: accountDeleted },
            });
            return projects.files;
          });
          if (gone) {
            files.push(...gone);
            purged += 1;
          }
        } catch (error) {
          logger.warn({ kind, accountId: account.id, code: (error as { code?: string }).code ?? 'ERROR' }, 'account not purged');
        }
      }
      return { accounts, purged, files };
    });
  }

  async function pass(at: Date): Promise<number> {
    const cutoff = retentionCutoff(at);
    let total = 0;
    for (const kind of ['customer', 'student'] as const) {
      let afterId = 0;
      // Bounded, and walking forward by id: an account that keeps failing is not found again in this pass.
      for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch += 1) {
        const { accounts, purged, files } = await purgeBatch(kind, cutoff, afterId);
        for (const key of files) {
          await storage.delete(key).catch((err) => logger.warn({ err, key }, 'project file not removed'));
        }
        total += purged;
        const last = accounts.at(-1);
        if (!last || accounts.length < BATCH) break;
        afterId = last.id;
      }
    }
    if (total > 0) logger.info({ purged: total }, 'anonymised accounts purged after the bookkeeping years');
    return total;
  }

  return createPeriodicJob({
    pass,
    intervalMs: options.intervalMs ?? DAY_MS,
    now: options.now,
    logger,
    failureMessage: 'bookkeeping retention pass failed',
    observer: options.observer,
  });
}

/** `app.bookkeepingRetention`, started when the app is ready and stopped when it closes. */
export const bookkeepingRetentionPlugin = fp(
  async (app: FastifyInstance, opts: { start: boolean }) => {
    const retention = createBookkeepingRetention({
      db: app.database.db,
      storage: app.storage,
      logger: app.log.child({ module: 'bookkeeping-retention' }),
      observer: app.metrics?.observeJob('bookkeeping-retention'),
    });
    app.decorate('bookkeepingRetention', retention);
    bindPeriodicJob(app, retention, opts.start);
  },
  { name: 'bookkeeping-retention' },
);
