import path from 'node:path';
import type { Config } from './config.ts';
import { demoLogins } from './db/seed/seed-demo.ts';

/**
 * What a newcomer needs after `npm start`: where the app runs, where data and mail go, and the demo
 * logins. The mailbox is named only when this server serves it, and says to whom.
 */
export function startBanner(config: Config, databaseKind: 'pglite' | 'postgres'): string[] {
  const mailbox = config.devMailbox;
  const mail = config.smtpUrl
    ? 'SMTP (SMTP_URL)'
    : mailbox.served
      ? `captured, see ${config.publicUrl}/dev/mailbox${mailbox.clients === 'loopback' ? ' (from this machine only)' : ''}`
      : config.env === 'production'
        ? 'not sent: SMTP_URL is not set, e-mails wait in the outbox'
        : 'captured (the dev mailbox is off: DEV_MAILBOX=off)';
  const lines = [
    '',
    `  ${config.brandName} is running at ${config.publicUrl}`,
    `  Database: ${databaseKind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Mail: ${mail}`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo logins (password demo-1234):');
    for (const login of demoLogins) lines.push(`    ${login.role.padEnd(9)} ${login.email}`);
  }
  return lines;
}
