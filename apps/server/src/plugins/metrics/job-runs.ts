import { Counter, type Registry } from 'prom-client';
import type { PeriodicJobObserver } from '../../lib/periodic-job.ts';

export interface JobRunMetrics {
  /** The observer a job's maker passes to createPeriodicJob; `job` is a fixed name, the only label. */
  observeJob(job: string): PeriodicJobObserver;
}

/** Passes and failed passes of the periodic jobs (lib/periodic-job.ts), per job. */
export function jobRunMetrics(registry: Registry): JobRunMetrics {
  const runs = new Counter({
    name: 'periodic_job_runs_total',
    help: 'Passes of a periodic job, failed ones included',
    labelNames: ['job'],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'periodic_job_failures_total',
    help: 'Passes of a periodic job that failed',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    observeJob(job) {
      // Both series exist from the start, so a rate over them is defined before the first failure.
      runs.inc({ job }, 0);
      failures.inc({ job }, 0);
      return {
        passed: () => runs.inc({ job }),
        failed: () => {
          runs.inc({ job });
          failures.inc({ job });
        },
      };
    },
  };
}
