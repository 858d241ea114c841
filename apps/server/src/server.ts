import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoLogins, seedDemo } from './db/seed/seed-demo.ts';

/** Starts one server process: database, migrations, optional demo seed, HTTP + realtime, mail worker. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  const app = await buildApp({ config, database });

  if (config.seedDemo) {
    const { created } = await seedDemo(database.db);
    if (created) app.log.info('demo data seeded');
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
  const lines = [
    '',
    `  ${config.brandName} is running at ${config.publicUrl}`,
    `  Database: ${database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
    config.smtpUrl ? '  Mail: SMTP (SMTP_URL)' : `  Mail: captured, see ${config.publicUrl}/dev/mailbox`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo logins (password demo-1234):');
    for (const login of demoLogins) lines.push(`    ${login.role.padEnd(9)} ${login.email}`);
  }
  // Printed to stdout on purpose: a newcomer needs these lines, and they hold no user data.
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
