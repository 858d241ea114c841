/** What a shutdown closes, in order. */
export interface ShutdownSteps {
  /** Readiness turns 503 (GET /api/ready) before anything closes. */
  startDraining(): void;
  /**
   * Fastify's close: the sockets are told to go (they reconnect to another instance), the listener stops
   * accepting, requests in flight finish, then the jobs, the mail worker and the realtime adapter stop.
   */
  closeApp(): Promise<void>;
  closeDatabase(): Promise<void>;
  exit(code: number): void;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * SIGTERM and SIGINT end a process the way a rolling deploy needs: nothing in flight is cut, nothing new is
 * taken. A request or socket that never ends must not hold a deploy forever, so after `timeoutMs` the
 * process exits anyway (code 1, logged). A second signal during the shutdown changes nothing.
 */
export function gracefulShutdown(steps: ShutdownSteps, timeoutMs: number) {
  let started = false;
  return async (signal: string) => {
    if (started) return;
    started = true;
    steps.log.info({ signal }, 'shutting down: draining');
    const timer = setTimeout(() => {
      steps.log.error({ timeoutMs }, 'shutdown did not finish in time; exiting');
      steps.exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      steps.startDraining();
      await steps.closeApp();
      await steps.closeDatabase();
      clearTimeout(timer);
      steps.log.info({ signal }, 'shut down');
      steps.exit(0);
    } catch (error) {
      clearTimeout(timer);
      steps.log.error({ code: (error as { code?: string }).code ?? 'ERROR' }, 'shutdown failed');
      steps.exit(1);
    }
  };
}
