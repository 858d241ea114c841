import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bindPeriodicJob, createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { deleteUnconfirmedBefore } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `runOnce(at)` deletes the newsletter sign-ups left unconfirmed for longer than the link works. */
    newsletterPendingSignups: PeriodicJob;
  }
}

const HOUR_MS = 60 * 60_000;
const dayMs = 86_400_000;

/**
 * An address that never confirmed its sign-up (double opt-in, issue 33) is not ours to keep: hourly in
 * every process, one DELETE (idempotent, so two processes at once do no harm).
 */
export const newsletterPendingSignupsPlugin = fp(
  async (app: FastifyInstance, opts: { start: boolean }) => {
    const job = createPeriodicJob({
      pass: (at) =>
        deleteUnconfirmedBefore(app.database.db, new Date(at.getTime() - tokenLifetimes.newsletterConfirmDays * dayMs)),
      intervalMs: HOUR_MS,
      logger: app.log.child({ module: 'newsletter-pending' }),
      failureMessage: 'newsletter pending sign-up purge failed',
      observer: app.metrics?.observeJob('newsletter-pending-signups'),
    });
    app.decorate('newsletterPendingSignups', job);
    bindPeriodicJob(app, job, opts.start);
  },
  { name: 'newsletter-pending-signups' },
);
