import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { MailTransport } from '../src/emails/mail-transport.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a private database clone, with mail captured and the worker drained by hand. */
export async function buildTestApp(
  options: { config?: Partial<Config>; mailTransport?: MailTransport; embedded?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-app-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://studiekraft.test',
    RATE_LIMIT_LOGIN_PER_IP: '1000',
    RATE_LIMIT_PER_EMAIL: '1000',
    // No test reaches the real register; CVR tests pass the URL of the fake one (fake-cvr-server.ts).
    CVR_API_URL: 'off',
  });
  const config: Config = { ...base, webDist: path.join(dataDir, 'no-web'), ...options.config };
  const database = await createTestDatabase({ embedded: options.embedded });
  const app = await buildApp({ config, database, startMailWorker: false, mailTransport: options.mailTransport });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
