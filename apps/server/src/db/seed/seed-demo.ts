import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../client.ts';
import { users } from '../schema/index.ts';
import { demoAdminEmail, demoCustomerEmail, demoPassword, demoPasswordHash, demoStudentEmail } from './demo-people.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { insertDemoPeople } from './seed-people.ts';
import { insertDemoProjects } from './seed-projects.ts';
import { insertDemoTestimonials } from './seed-testimonials.ts';

export interface DemoLogin {
  email: string;
  role: AccountType;
  password: string;
}

/** The fixed logins printed at start. Every other demo user has the same password. */
export const demoLogins: readonly DemoLogin[] = [
  { email: demoAdminEmail, role: 'EMPLOYEE', password: demoPassword },
  { email: demoCustomerEmail, role: 'CUSTOMER', password: demoPassword },
  { email: demoStudentEmail, role: 'STUDENT', password: demoPassword },
];

/** Any constant key: serialises concurrent seeders (several processes starting on one PostgreSQL). */
const seedLockKey = 4_217_300_001;

/**
 * Seeds the catalogue, demo people and demo projects, once: when the admin login exists nothing happens.
 * All of it is one transaction, so a crash leaves no half-seeded database behind.
 */
export async function seedDemo(db: Db, options: { log?: (line: string) => void } = {}): Promise<{ created: boolean }> {
  const started = performance.now();
  if (await hasDemoAdmin(db)) {
    options.log?.('Demo data already present, not seeding.');
    return { created: false };
  }
  // Every demo user shares the password, and its hash is precomputed: argon2 is deliberately slow.
  const passwordHash = demoPasswordHash;
  const now = new Date();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasDemoAdmin(tx)) return false;
    const catalogue = await seedCatalogue(tx);
    const people = await insertDemoPeople(tx, { catalogue, passwordHash, now });
    await insertDemoProjects(tx, { catalogue, people, now });
    await insertDemoTestimonials(tx, { now });
    return true;
  });
  options.log?.(
    created
      ? `Demo data seeded in ${Math.round(performance.now() - started)} ms.`
      : 'Demo data was seeded by another process, not seeding.',
  );
  return { created };
}

async function hasDemoAdmin(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${demoAdminEmail}`).limit(1);
  return rows.length > 0;
}
