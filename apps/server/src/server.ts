import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.ts';
import { prepareFromTemplate } from './db/pglite-template.ts';
import { assertNoDemoLoginsInProduction } from './db/seed/demo-login-check.ts';
import { ensureCatalogue } from './db/seed/ensure-catalogue.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { describeStartFailure } from './lib/describe-start-failure.ts';
import { gracefulShutdown } from './lib/graceful-shutdown.ts';
import { ensurePayoutRates } from './modules/payouts/ensure-payout-rates.ts';
import { startBanner } from './start-banner.ts';

/** Starts one server process: database, migrations, optional demo seed, HTTP + realtime, mail worker. */
async function main() {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'db');
  // PGlite is one process's database: another server, a backup or a restore on this DATA_DIR is refused
  // while this process holds DATA_DIR/server.pid (decision 073).
  const dataDirLock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir, 'server');
  // A new PGlite database starts as a copy of a migrated template instead of a fresh initdb (decision 031).
  if (!config.databaseUrl) await prepareFromTemplate(pgliteDir);
  // The app's module graph (most of the server's code) loads while PGlite compiles and starts its
  // WebAssembly, partly on other threads: 0.5-0.8 s less to the first page on two cores (decision 031).
  const [{ buildApp }, database] = await Promise.all([
    import('./app.ts'),
    openDatabase({ databaseUrl: config.databaseUrl, pgliteDir }),
  ]);
  // Before anything listens: a production server must not go live with the published demo password.
  await assertNoDemoLoginsInProduction(config.env, database.db);
  const app = await buildApp({ config, database });

  if (config.seedDemo) {
    const { isDemo: _demo, ...invoiceSeller } = config.invoiceSeller;
    const { created } = await seedDemo(database.db, { storage: app.storage, invoiceSeller });
    if (created) app.log.info('demo data seeded');
  } else {
    const { created } = await ensureCatalogue(database.db);
    if (created) app.log.info('catalogue (levels, skills, paygrades) seeded');
  }
  // After the levels exist: each level's default payout share (decision 026), never overwriting staff's.
  const { inserted } = await ensurePayoutRates(database.db);
  if (inserted > 0) app.log.info({ levels: inserted }, 'default payout rates seeded');

  // A deploy sends SIGTERM and waits (systemd 90 s by default): in-flight requests finish within a
  // minute (nginx's proxy_read_timeout), sockets go at once.
  const shutdown = gracefulShutdown(
    {
      startDraining: () => app.readiness.startDraining(),
      closeApp: () => app.close(),
      closeDatabase: async () => {
        await database.close();
        dataDirLock?.release();
      },
      exit: (code) => process.exit(code),
      log: app.log,
    },
    60_000,
  );
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = startBanner(config, database.kind);
  // Printed to stdout on purpose: a newcomer needs these lines, and they hold no user data.
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // Another process on this DATA_DIR is an operator's situation, said in a sentence, not a program's fault.
  if (error instanceof DataDirLockedError) process.stderr.write(`Studiekraft did not start.\n${error.message}\n`);
  else process.stderr.write(describeStartFailure(error));
  process.exit(1);
});
