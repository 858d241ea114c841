import { applicationLimits } from '@studiekraft/shared/schemas/student-application';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { bindPeriodicJob, createPeriodicJob, type PeriodicJob, type PeriodicJobObserver } from '../../lib/periodic-job.ts';
import { recordAudit } from '../../lib/record-audit.ts';
import type { Storage } from '../../plugins/storage.ts';
import { deleteApplicantUser, lockExpiredRejections } from './repository.ts';

interface RetentionLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** `runOnce` deletes every expired rejection, batch by batch. */
export type ApplicationRetention = PeriodicJob;

declare module 'fastify' {
  interface FastifyInstance {
    applicationRetention: ApplicationRetention;
  }
}

const HOUR_MS = 60 * 60_000;
const BATCH = 20;
const MAX_BATCHES_PER_PASS = 50;

/**
 * Deletes rejected applicants 6 months after rejection (decision 023): the login, and with it the
 * student, its skills and the application row, then the stored PDFs. Every server process runs it, at
 * start and then hourly; each batch is a short transaction that locks its rows FOR UPDATE SKIP LOCKED (as
 * the mail worker does), so two processes never take the same applicant. Each deletion is an audit entry
 * without an employee and without personal data. Files are deleted after the commit: a file that cannot
 * be deleted is logged, never a reason to keep the applicant's data.
 */
export function createApplicationRetention(options: {
  db: Db;
  storage: Storage;
  logger: RetentionLogger;
  now?: () => Date;
  intervalMs?: number;
  /** Counts the job's passes and failures (plugins/metrics.ts). */
  observer?: PeriodicJobObserver;
}): ApplicationRetention {
  const { db, storage, logger } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? HOUR_MS;

  /**
   * One short transaction: lock up to BATCH expired rejections and delete each in a savepoint, so one that
   * cannot go (a row still pointing at the student) is logged and skipped instead of blocking the rest.
   */
  async function deleteBatch(at: Date): Promise<{ found: number; deleted: number; files: string[] }> {
    return db.transaction(async (tx) => {
      const expired = await lockExpiredRejections(tx, at, applicationLimits.retentionMonths, BATCH);
      const files: string[] = [];
      let deleted = 0;
      for (const row of expired) {
        try {
          await tx.transaction(async (savepoint) => {
            await deleteApplicantUser(savepoint, row.user_id);
            await recordAudit(savepoint, null, {
              action: 'application.deleted',
              entity: { type: 'student', id: row.student_id },
              before: { status: 'rejected', rejected_at: row.rejected_at?.toISOString() ?? null, files: row.files.length },
            });
          });
          deleted += 1;
          files.push(...row.files.map((file) => file.path));
        } catch (error) {
          logger.warn(
            { studentId: row.student_id, code: (error as { code?: string }).code ?? 'ERROR' },
            'rejected applicant not deleted',
          );
        }
      }
      return { found: expired.length, deleted, files };
    });
  }

  async function pass(at: Date): Promise<number> {
    let total = 0;
    // Bounded: rows that keep failing are found again, and must not keep one pass going forever.
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch += 1) {
      const { found, deleted, files } = await deleteBatch(at);
      for (const key of files) {
        await storage.delete(key).catch((err) => logger.warn({ err, key }, 'application file not deleted'));
      }
      total += deleted;
      if (found < BATCH || deleted === 0) break;
    }
    if (total > 0) logger.info({ deleted: total }, 'rejected applications deleted after retention');
    return total;
  }

  return createPeriodicJob({
    pass,
    intervalMs,
    now,
    logger,
    failureMessage: 'application retention pass failed',
    observer: options.observer,
  });
}

/** `app.applicationRetention`, started when the app is ready and stopped when it closes. */
export const applicationRetentionPlugin = fp(
  async (app: FastifyInstance, opts: { start: boolean }) => {
    const retention = createApplicationRetention({
      db: app.database.db,
      storage: app.storage,
      logger: app.log.child({ module: 'application-retention' }),
      observer: app.metrics?.observeJob('application-retention'),
    });
    app.decorate('applicationRetention', retention);
    bindPeriodicJob(app, retention, opts.start);
  },
  { name: 'application-retention' },
);
