import path from 'node:path';
import { parseArgs } from 'node:util';
import { tokenLifetimes } from '@studiekraft/shared/constants/limits';
import { employeeCreateSchema } from '@studiekraft/shared/schemas/employees';
import { openDatabase } from '../db/client.ts';
import type { DataDirLock } from '../db/data-dir-lock.ts';
import { prepareFromTemplate } from '../db/pglite-template.ts';
import { AppError } from '../lib/app-error.ts';
import { createEmployee } from '../modules/employees/create-employee.ts';
import { type CommandOutput, loadCommandConfig } from './command-start.ts';
import { holdPgliteDataDir } from './hold-pglite-data-dir.ts';

export const createEmployeeUsage = `Usage: npm run create-employee -- --email <address> --name <full name> [--phone <number>] [--print-link]

Creates an employee (staff) account on the database the server uses (DATABASE_URL, else PGlite in
DATA_DIR/db), with the same environment as npm start. Nobody types a password here: the employee gets
a set-password link valid for ${tokenLifetimes.employeeInvitationDays} days, by mail (the server's outbox sends it) or, with --print-link,
printed here for you to hand over.`;

// The business's clock (Europe/Copenhagen), whatever the zone of the machine the operator is on.
const danishTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', dateStyle: 'medium', timeStyle: 'short' });

/**
 * `npm run create-employee`: the first employee of a new deployment, which has no one yet to create it in
 * the back office (and a way back in when no employee can log in). Returns the exit code.
 */
export async function createEmployeeCommand(args: string[], env: NodeJS.ProcessEnv, io: CommandOutput): Promise<number> {
  let values: { email?: string; name?: string; phone?: string; 'print-link'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        phone: { type: 'string' },
        'print-link': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    // A password on the command line would stay in the shell's history and the process list.
    const password = args.some((arg) => /^--?pass(word)?(=|$)/i.test(arg));
    io.err(
      password
        ? 'A password is never given on the command line: the employee sets one from the link.'
        : String((error as Error).message),
    );
    io.err(createEmployeeUsage);
    return 2;
  }
  if (values.help) {
    io.out(createEmployeeUsage);
    return 0;
  }
  const input = employeeCreateSchema.safeParse({ email: values.email, name: values.name, phone_number: values.phone });
  if (!input.success) {
    for (const issue of input.error.issues)
      io.err(`--${issue.path[0] === 'phone_number' ? 'phone' : String(issue.path[0])}: ${issue.message}`);
    io.err(createEmployeeUsage);
    return 2;
  }

  const config = loadCommandConfig(env, io);
  if (!config) return 1;
  const invitation = values['print-link'] ? 'link' : 'mail';
  // In production mail without SMTP_URL waits in the outbox for good (there is no dev mailbox to read it in).
  if (invitation === 'mail' && !config.smtpUrl && config.env === 'production') {
    io.err('SMTP_URL is not set, so the invitation could not be sent: set it, or use --print-link. Nothing was created.');
    return 1;
  }
  const pgliteDir = path.join(config.dataDir, 'db');
  // PGlite is one process's database: the command holds DATA_DIR's lock while it writes (decision 073).
  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    lock = holdPgliteDataDir(config.dataDir, 'create-employee', io);
    if (!lock) return 1;
    await prepareFromTemplate(pgliteDir);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  try {
    const mail = { context: { brandName: config.brandName, publicUrl: config.publicUrl }, poke: () => {} };
    const created = await createEmployee({ config, db: database.db, mail }, null, input.data, invitation);
    const { email, name } = input.data;
    io.out(`Created employee ${name} <${email}> (employee id ${created.employee.id}).`);
    if (created.link) {
      io.out(
        `Set-password link, valid until ${danishTime.format(created.link.expiresAt)} (Danish time); hand it to ${email} only:`,
      );
      io.out(created.link.url);
    } else if (config.smtpUrl) {
      io.out('The invitation with the set-password link is in the outbox: the server mails it (within seconds if it runs).');
    } else {
      io.out('Mail is captured (no SMTP_URL): the invitation shows in the dev mailbox, /dev/mailbox, once the server runs.');
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.errors?.email) {
      io.err(`An account with ${input.data.email} exists already; nothing was created.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
    lock?.release();
  }
}
