import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { sql } from 'drizzle-orm';
import { demoInvoiceSeller } from '../../config/invoice-seller.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { Db, DbOrTx } from '../client.ts';
import { type InvoiceParty, users } from '../schema/index.ts';
import { demoAdminEmail, demoCustomerEmail, demoPassword, demoPasswordHash, demoStudentEmail } from './demo-people.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { insertDemoInvoices } from './seed-invoices.ts';
import { insertDemoPeople, required } from './seed-people.ts';
import { insertDemoProjects } from './seed-projects.ts';
import { insertDemoSiteSettings } from './seed-site-settings.ts';
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

export interface SeedDemoOptions {
  /** Where the references' pictures go: the app's storage (`app.storage`), so `/media/...` serves them. */
  storage: Storage;
  /** The seller on the finished projects' invoices; the configured one (`config.invoiceSeller`), else the demo seller. */
  invoiceSeller?: InvoiceParty;
  /** The seed's clock; tests pass one to start the demo on a chosen day. */
  now?: Date;
  log?: (line: string) => void;
}

/**
 * Seeds the catalogue, demo people, demo projects with their invoices and payout lines, and the demo's
 * contact details, once: when the admin login exists nothing happens. All rows are one transaction, so a crash leaves no half-seeded
 * database behind (at worst a few unreferenced reference pictures in storage).
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<{ created: boolean }> {
  const started = performance.now();
  if (await hasDemoAdmin(db)) {
    options.log?.('Demo data already present, not seeding.');
    return { created: false };
  }
  // Every demo user shares the password, and its hash is precomputed: argon2 is deliberately slow.
  const passwordHash = demoPasswordHash;
  const now = options.now ?? new Date();
  const seller = options.invoiceSeller ?? demoInvoiceSeller();
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasDemoAdmin(tx)) return false;
    const catalogue = await seedCatalogue(tx);
    const people = await insertDemoPeople(tx, { catalogue, passwordHash, now, storage: options.storage });
    await insertDemoProjects(tx, { catalogue, people, now });
    const paidByEmployeeId = required(people.employeeIds, demoAdminEmail, 'employee');
    await insertDemoInvoices(tx, { now, seller, paidByEmployeeId });
    await insertDemoTestimonials(tx, { now });
    await insertDemoSiteSettings(tx);
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
