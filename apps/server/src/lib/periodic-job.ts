import type { FastifyInstance } from 'fastify';

/** A job every server process runs at start and then on a fixed interval (retention, reminders). */
export interface PeriodicJob {
  start(): void;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
  /** One pass now (or as of `at`); resolves with how many rows it handled. */
  runOnce(at?: Date): Promise<number>;
}

/** Told of every pass's outcome (the metrics count them per job); bound to one job's name by its maker. */
export interface PeriodicJobObserver {
  passed(): void;
  failed(): void;
}

/**
 * The schedule around a job's pass: one pass at a time within a process (across processes the pass's own
 * `FOR UPDATE SKIP LOCKED` keeps them apart), a failed pass logged without detail and retried at the next
 * tick rather than stopping the schedule, timers that never hold the process open, and a stop that waits
 * for the pass in flight. `now` is injectable so tests move the clock instead of waiting.
 */
export function createPeriodicJob(options: {
  pass: (at: Date) => Promise<number>;
  intervalMs: number;
  /** Logged with the error's code when a pass fails. */
  failureMessage: string;
  logger: { error(obj: object, msg: string): void };
  now?: () => Date;
  /** Counts passes and failures, those run by hand (`runOnce`) included. */
  observer?: PeriodicJobObserver;
}): PeriodicJob {
  const { intervalMs, failureMessage, logger, observer } = options;
  const pass = observer
    ? (at: Date) =>
        options.pass(at).then(
          (handled) => {
            observer.passed();
            return handled;
          },
          (error: unknown) => {
            observer.failed();
            throw error;
          },
        )
    : options.pass;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let chain: Promise<unknown> = Promise.resolve();

  function runOnce(at?: Date): Promise<number> {
    const next = chain.then(() => pass(at ?? now()));
    chain = next.catch(() => undefined);
    return next;
  }

  function schedule(ms: number) {
    timer = setTimeout(tick, ms);
    timer.unref();
  }

  async function tick() {
    timer = null;
    if (!running) return;
    try {
      await runOnce();
    } catch (error) {
      logger.error({ code: (error as { code?: string }).code ?? 'ERROR' }, failureMessage);
    }
    if (running) schedule(intervalMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
    runOnce,
  };
}

/**
 * Ties a job to the app's life: started once the app is ready (when `start`; tests leave it off and call
 * `runOnce` with their own clock) and stopped, waiting for a pass in flight, when the app closes.
 */
export function bindPeriodicJob(app: { addHook: FastifyInstance['addHook'] }, job: PeriodicJob, start: boolean): void {
  if (start) {
    app.addHook('onReady', async () => {
      job.start();
    });
  }
  app.addHook('onClose', async () => {
    await job.stop();
  });
}
