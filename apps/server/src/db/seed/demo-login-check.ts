import { inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '../../lib/passwords.ts';
import type { DbOrTx } from '../client.ts';
import { users } from '../schema/index.ts';
import { demoAdminEmail, demoCustomerEmail, demoPassword, demoStudentEmail } from './demo-people.ts';

const demoEmails = [demoAdminEmail, demoCustomerEmail, demoStudentEmail];

/** The demo logins that still exist and still take the published demo password (checked against the hash). */
export async function findDemoLoginsWithDemoPassword(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.password_hash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, demoEmails));
  const usable: string[] = [];
  for (const row of rows) {
    if (row.passwordHash && (await verifyPassword(row.passwordHash, demoPassword))) usable.push(row.email);
  }
  return usable.sort();
}

/**
 * Production refuses to start while anyone could log in with a password printed in the README: one of
 * them is an employee, who can read and change everything. A database that was seeded once (a PGlite
 * directory from a trial run, a copied development database) would otherwise go live with it.
 */
export async function assertNoDemoLoginsInProduction(env: string, db: DbOrTx): Promise<void> {
  if (env !== 'production') return;
  const usable = await findDemoLoginsWithDemoPassword(db);
  if (usable.length === 0) return;
  throw new Error(
    `Refusing to start in production: the demo login${usable.length > 1 ? 's' : ''} ${usable.join(', ')} ` +
      `still ${usable.length > 1 ? 'have' : 'has'} the demo password ${demoPassword}. This database holds demo data: ` +
      'use a fresh one for production (a new DATA_DIR or DATABASE_URL), or delete these users or give them other passwords.',
  );
}
