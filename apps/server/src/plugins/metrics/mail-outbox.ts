import { Gauge, type Registry } from 'prom-client';
import type { OutboxBacklog } from '../../emails/outbox-backlog.ts';

/**
 * The outbox's backlog, read from the database at each scrape (one query for the three gauges). Every
 * process reports the same shared outbox; a dashboard takes the max, not the sum. When the query fails
 * the gauges say NaN rather than a stale or made-up number.
 */
export function mailOutboxMetrics(registry: Registry, read: () => Promise<OutboxBacklog>): void {
  // A scrape starts the three gauges' collects together: they share the read in flight.
  let inFlight: Promise<OutboxBacklog | null> | null = null;
  const backlog = () => {
    inFlight ??= read()
      .catch(() => null)
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
  const gauge = (name: string, help: string, value: (b: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const b = await backlog();
        this.set(b ? value(b) : Number.NaN);
      },
    });
  gauge('mail_outbox_pending', 'E-mails waiting in the outbox to be sent', (b) => b.pending);
  gauge('mail_outbox_failed', 'E-mails the worker gave up sending', (b) => b.failed);
  gauge(
    'mail_outbox_oldest_pending_age_seconds',
    'Seconds since the oldest pending e-mail was written (0 when none is pending)',
    (b) => b.oldestPendingAgeSeconds,
  );
}
