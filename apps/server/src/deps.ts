import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { MailContext } from './emails/rendered-email.ts';
import type { CvrClient } from './integrations/cvr/cvr-client.ts';
import type { AccessTokens } from './lib/access-token.ts';
import type { Realtime } from './plugins/realtime.ts';
import type { Sessions } from './plugins/session-revocation.ts';
import type { Storage } from './plugins/storage.ts';

/** Mail as a use case sees it: what its templates are given, and the outbox worker's wake-up call. */
export interface Mail {
  context: MailContext;
  /** Call after the transaction that enqueued mail has committed: the worker sends it now, not at its next poll. */
  poke(): void;
}

/**
 * What a use case may be given (docs/ARCHITECTURE.md, "Module shape"): plain objects, never the Fastify app,
 * so a use case says what it reads and a test can hand it just that. A use case takes `Pick<Deps, ...>` of
 * the parts it uses, or the whole `Deps` when it hands them on.
 */
export interface Deps {
  db: Db;
  /** The connection itself, for the few statements written as SQL text (conversations' post-message). */
  database: Database;
  config: Config;
  mail: Mail;
  realtime: Realtime;
  /** Call `sessions.ended(userId)` after a commit that ended a user's sessions. */
  sessions: Sessions;
  storage: Storage;
  /** A private directory for uploads in progress, on the same disk as local storage. */
  uploadTmpDir: string;
  cvr: CvrClient;
  /** Signs a session's access tokens. */
  accessTokens: AccessTokens;
  log: FastifyBaseLogger;
}

/**
 * The app's parts as `Deps`, for its routes and jobs to hand to their use cases. Called when a module is
 * registered, after the plugins that decorate these parts.
 */
export function depsOf(app: FastifyInstance): Deps {
  return {
    db: app.database.db,
    database: app.database,
    config: app.config,
    mail: { context: app.mailContext, poke: () => app.mailWorker.poke() },
    realtime: app.realtime,
    sessions: app.sessions,
    storage: app.storage,
    uploadTmpDir: app.uploadTmpDir,
    cvr: app.cvr,
    accessTokens: app.accessTokens,
    log: app.log,
  };
}
