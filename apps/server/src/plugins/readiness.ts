import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether this process should be sent new work; the process's life is GET /api/health's question. */
export interface Readiness {
  readonly draining: boolean;
  /** From here on GET /api/ready answers 503: the process is about to close (server.ts on SIGTERM). */
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}

/** `app.readiness`: one flag per app, so several apps in one test process drain independently. */
export const readinessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('readiness', createReadiness());
  },
  { name: 'readiness' },
);
