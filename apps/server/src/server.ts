import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { assertNoDemoLoginsInProduction } from './db/seed/demo-login-check.ts';
import { ensureCatalogue } from './db/seed/ensure-catalogue.ts';
import { seedDemo } from './db/seed/seed-demo.ts';
import { startBanner } from './start-banner.ts';

/** Starts one server process: database, migrations, optional demo seed, HTTP + realtime, mail worker. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  // Before anything listens: a production server must not go live with the published demo password.
  await assertNoDemoLoginsInProduction(config.env, database.db);
  const app = await buildApp({ config, database });

  if (config.seedDemo) {
    const { created } = await seedDemo(database.db);
    if (created) app.log.info('demo data seeded');
  } else {
    const { created } = await ensureCatalogue(database.db);
    if (created) app.log.info('catalogue (levels, skills, paygrades) seeded');
  }

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = startBanner(config, database.kind);
  // Printed to stdout on purpose: a newcomer needs these lines, and they hold no user data.
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
