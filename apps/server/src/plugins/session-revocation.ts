import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Sessions {
  /**
   * Call after a transaction that ran `endUserSessions` committed: this process forgets the user's
   * cached session state at once, the other processes forget theirs on the notice (within a second
   * even if the notice is lost: the gate trusts a read for a second), and the user's sockets close on
   * every process (decision 016).
   */
  ended(userId: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

/** Registered after the auth and realtime plugins, whose gate and notice channel it joins. */
export const sessionRevocationPlugin = fp(async (app: FastifyInstance) => {
  app.realtime.onNotice('sessions-ended', () => app.sessionGate.forgetAll());
  app.decorate('sessions', {
    ended(userId) {
      app.sessionGate.forget(userId);
      app.realtime.tellOtherProcesses('sessions-ended');
      app.realtime.disconnectUser(userId);
    },
  } satisfies Sessions);
});
