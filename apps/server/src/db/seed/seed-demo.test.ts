import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { hourlyPaygrades, levelKeys } from '@studiekraft/shared/constants/levels';
import { projectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { asc, eq, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { sumByDatePeriod } from '../../lib/date-periods.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { danishDate, invoiceTotals, projectLine } from '../../modules/invoices/invoice-amounts.ts';
import { createLocalStorage } from '../../plugins/local-storage.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';
import { skillSeeds, skillSlugFromKey } from './catalogue-data.ts';
import { demoApplicant, demoCustomerEmail, demoPassword, demoPasswordHash } from './demo-people.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { demoLogins, seedDemo } from './seed-demo.ts';

/** Every category key of the first content catalogue (content-and-terms.md section 2): the seed must hold each. */
const contentCategoryKeys = [
  'graphic-design',
  'simple-website',
  'web_miscellaneous',
  'advanced-website',
  'webshop',
  'seo',
  'website-maintenance',
  'market-analysis',
  'market-canvas',
  'foto',
  'film-foto_miscellaneous',
  'film-clipping',
  'facebook-ads',
  'socialmedia',
  'socialmedia-communication_miscellaneous',
  'textwriting',
  'instagram-add',
  'tiktok-add',
  'linkedin-add',
  'snapchat-add',
  'monday-app',
  'trello-app',
  'powerpoint',
  'excel',
  'mailchimp',
  'wordpress',
  'frontend',
  'backend',
  'programming-languages',
  'databases',
  'project-manager',
  'project-assistant',
  'data-analysis',
] as const;

/** Skills the home page, footer and newsletter links name (content-and-terms.md section 2). */
const featuredSkillKeys = [
  'accounting',
  'bookkeeping',
  'logo',
  'business-card',
  'brochure',
  'annual-accounts',
  'vat-reporting',
  'payroll',
  'simple-website',
  'market-analysis',
  'website-maintenance',
] as const;

const {
  conversations,
  customers,
  invoices,
  levels,
  messages,
  paygrades,
  payouts,
  projectEvents,
  projects,
  references,
  skillGroups,
  skills,
  studentSkills,
  students,
  users,
} = schema;

const countedTables: [string, PgTable][] = [];
for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) countedTables.push([name, value]);

let database: Database;
let storageDir: string;
let storage: Storage;
const runs: { created: boolean }[] = [];
let countsAfterFirst: Record<string, number>;
let countsAfterSecond: Record<string, number>;
let seedMs = 0;

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of countedTables) counts[name] = await database.db.$count(table);
  return counts;
}

beforeAll(async () => {
  // A fresh database rather than the run's catalogue snapshot: the first seedCatalogue takes the insert path,
  // the one inside seedDemo and the last one take the upsert path.
  database = await createTestDatabase();
  storageDir = await mkdtemp(path.join(tmpdir(), 'seed-demo-'));
  storage = createLocalStorage(storageDir);
  const catalogue = await seedCatalogue(database.db);
  expect(catalogue.skills.size).toBe(skillSeeds.length);
  const started = performance.now();
  runs.push(await seedDemo(database.db, { storage, log: (line) => console.info(line) }));
  seedMs = performance.now() - started;
  countsAfterFirst = await countAll();
  runs.push(await seedDemo(database.db, { storage }));
  await seedCatalogue(database.db);
  countsAfterSecond = await countAll();
}, 120_000);

afterAll(async () => {
  await database?.close();
  if (storageDir) await rm(storageDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('creates once, then does nothing', () => {
    expect(runs).toEqual([{ created: true }, { created: false }]);
    expect(countsAfterSecond).toEqual(countsAfterFirst);
    expect(countsAfterFirst.projects).toBeGreaterThan(0);
    expect(seedMs).toBeLessThan(10_000);
  });

  it('seeds the three levels and fourteen groups, each with an enabled skill', async () => {
    const levelRows = await database.db.select().from(levels).orderBy(asc(levels.order));
    expect(levelRows.map((level) => level.key)).toEqual([...levelKeys]);
    const groups = await database.db
      .select({
        slug: skillGroups.slug,
        enabledSkills: sql<number>`count(${skills.id}) filter (where ${skills.enabled})`.mapWith(Number),
      })
      .from(skillGroups)
      .leftJoin(skills, eq(skills.skill_group_id, skillGroups.id))
      .groupBy(skillGroups.slug);
    expect(groups).toHaveLength(14);
    for (const group of groups) expect(group.enabledSkills, group.slug).toBeGreaterThanOrEqual(1);
  });

  it('has a skill for every category key and exactly three paygrades per skill', async () => {
    const slugs = new Set((await database.db.select({ slug: skills.slug }).from(skills)).map((row) => row.slug));
    for (const key of [...contentCategoryKeys, ...featuredSkillKeys]) expect(slugs.has(skillSlugFromKey(key)), key).toBe(true);
    const rows = await database.db
      .select({ slug: skills.slug, level: levels.key, price: paygrades.starting_price, type: paygrades.type })
      .from(paygrades)
      .innerJoin(skills, eq(skills.id, paygrades.skill_id))
      .innerJoin(levels, eq(levels.id, paygrades.level_id));
    for (const skill of skillSeeds) {
      const own = rows.filter((row) => row.slug === skill.slug);
      expect(own, skill.key).toHaveLength(3);
      for (const row of own) {
        expect(row.type).toBe(skill.priceType);
        expect(row.price).toBe(skill.prices[row.level as (typeof levelKeys)[number]]);
      }
    }
    const hourly = rows.filter((row) => row.type === 'hourly' && row.slug !== 'website-maintenance');
    for (const row of hourly) expect(row.price).toBe(hourlyPaygrades[row.level as (typeof levelKeys)[number]]);
    const logo = rows
      .filter((row) => row.slug === 'logo')
      .map((row) => row.price)
      .sort((a, b) => a - b);
    expect(logo).toEqual([450, 675, 900]);
  });

  it('has at least 15 active students covering every group and level', async () => {
    const active = await database.db
      .select({ id: students.id, level: students.level_id, group: skills.skill_group_id })
      .from(students)
      .innerJoin(users, eq(users.id, students.user_id))
      .innerJoin(studentSkills, eq(studentSkills.student_id, students.id))
      .innerJoin(skills, eq(skills.id, studentSkills.skill_id))
      .where(eq(users.activated, true));
    expect(new Set(active.map((row) => row.id)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(active.map((row) => row.group)).size).toBe(14);
    expect(new Set(active.map((row) => row.level)).size).toBe(3);
  });

  it('keeps student profiles within the validation rules', async () => {
    const rows = await database.db.select().from(students);
    const seventeenYearsAgo = new Date();
    seventeenYearsAgo.setFullYear(seventeenYearsAgo.getFullYear() - 17);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    for (const row of rows) {
      const text = (row.about ?? '').replace(/<[^>]*>/g, '');
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(row.short?.length ?? 0, row.name).toBeLessThanOrEqual(50);
      expect(text.length, row.name).toBeGreaterThanOrEqual(300);
      expect(text.length, row.name).toBeLessThanOrEqual(1200);
      expect(text, row.name).not.toMatch(/https?:|www\.|\.(dk|com)\b/i);
      expect(new Date(row.date_of_birth ?? '').getTime()).toBeLessThanOrEqual(seventeenYearsAgo.getTime());
    }
    const [applicant] = await database.db
      .select({ status: students.application_status, activated: users.activated })
      .from(students)
      .innerJoin(users, eq(users.id, students.user_id))
      .where(eq(users.email, demoApplicant.email));
    expect(applicant).toEqual({ status: 'received', activated: false });
  });

  it('has projects in every non-legacy status, each with a conversation and events', async () => {
    const rows = await database.db.select().from(projects);
    const statuses = new Set(rows.map((row) => row.status));
    for (const status of projectStatuses.filter((status) => status !== 'project-accepted'))
      expect(statuses.has(status), status).toBe(true);
    const threads = await database.db.select().from(conversations);
    const events = await database.db.select().from(projectEvents).orderBy(asc(projectEvents.id));
    const lines = await database.db.select().from(messages).orderBy(asc(messages.id));
    expect(threads.some((thread) => thread.project_id === null)).toBe(true);
    for (const project of rows) {
      const thread = threads.find((candidate) => candidate.project_id === project.id);
      expect(thread, project.name).toBeDefined();
      const own = events.filter((event) => event.project_id === project.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own[0]?.type).toBe('project-created');
      const times = own.map((event) => event.created_at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const said = lines.filter((line) => line.conversation_id === thread?.id);
      expect(said[0]?.content).toBe(project.message);
      expect(thread?.updated_at.getTime()).toBe(said.at(-1)?.created_at.getTime());
      expectConsistentPrices(project);
    }
  });

  it('gives every finished project its invoice and payout line, paid as time has passed (issue 34)', async () => {
    const finished = await database.db
      .select({ project: projects, skill: skills.name })
      .from(projects)
      .innerJoin(skills, eq(skills.id, projects.skill_id))
      .where(eq(projects.status, 'project-finalized'));
    expect(finished.length).toBeGreaterThanOrEqual(3);
    const invoiceRows = await database.db.select().from(invoices).orderBy(asc(invoices.sequence));
    const payoutRows = await database.db.select().from(payouts);
    const today = danishDate(new Date());
    for (const { project, skill } of finished) {
      const invoice = invoiceRows.find((row) => row.project_id === project.id && row.kind === 'invoice');
      expect(invoice, project.name).toBeDefined();
      const line = projectLine({
        name: project.name,
        skillName: skill,
        priceType: project.price_type,
        acceptedPrice: project.accepted_price ?? 0,
        hoursUsed: project.hours_used,
        finalPrice: project.final_price,
      });
      expect(invoice?.lines).toEqual([line]);
      expect(invoice?.total_ore).toBe(invoiceTotals([line]).total_ore);
      expect(invoice?.issued_at.getTime()).toBe(project.finalized_at?.getTime());
      // No demo invoice is overdue (the reminder job would send its first start a reminder).
      if (invoice?.status === 'open') expect(invoice.due_date >= today, project.name).toBe(true);
      else expect(invoice?.status).toBe('paid');
      const payout = payoutRows.find((row) => row.project_id === project.id);
      expect(payout?.invoice_id, project.name).toBe(invoice?.id);
      expect(payout?.pay_ore).toBeGreaterThan(0);
    }
    // Numbers follow the order of finishing.
    const issued = invoiceRows.map((row) => row.issued_at.getTime());
    expect(issued).toEqual([...issued].sort((a, b) => a - b));
    // The demo customer who has finished projects sees their invoices.
    const [own] = await database.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customer_id))
      .innerJoin(users, eq(users.id, customers.user_id))
      .where(eq(users.email, demoCustomerEmail));
    expect(own?.count).toBeGreaterThanOrEqual(1);
  });

  it('gives every reference a picture that decodes (issue 34)', async () => {
    const sharp = (await import('sharp')).default;
    const rows = await database.db.select().from(references);
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((row) => row.media_path)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.media_path, row.title).toMatch(/^references\/[0-9a-f]{32}\.webp$/);
      const stored = await storage.get(row.media_path ?? '');
      expect(stored, row.title).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
      const meta = await sharp(Buffer.concat(chunks), { failOn: 'error' }).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeGreaterThanOrEqual(600);
    }
  });

  it("has sign-ups on every day of the dashboard chart's default range (issue 34)", async () => {
    const query = { period: 'day' as const };
    const [studentDays, customerDays] = await Promise.all([
      sumByDatePeriod(database.db, { table: students, createdAt: students.created_at }, query),
      sumByDatePeriod(database.db, { table: customers, createdAt: customers.created_at }, query),
    ]);
    const labels = Object.keys(customerDays);
    expect(labels[0]).toBe(`${danishDate(new Date()).slice(0, 8)}01`);
    expect(labels.at(-1)).toBe(danishDate(new Date()));
    for (const label of labels) expect((studentDays[label] ?? 0) + (customerDays[label] ?? 0), label).toBeGreaterThan(0);
  });

  it('lets the fixed logins sign in with the demo password', async () => {
    for (const login of demoLogins) {
      const [user] = await database.db.select().from(users).where(eq(users.email, login.email));
      expect(user?.account_type).toBe(login.role);
      expect(user?.activated && user.email_confirmed_at !== null).toBe(true);
      expect(await verify(user?.password_hash ?? '', demoPassword)).toBe(true);
    }
  });

  it('stores the precomputed demo hash with the parameters real passwords get', async () => {
    // '$argon2id$v=19$m=…,t=…,p=…$salt$hash': everything before the salt must match a fresh hash.
    const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(parameters(demoPasswordHash)).toBe(parameters(await hashPassword('anything')));
    expect(await verify(demoPasswordHash, demoPassword)).toBe(true);
  });
});

function expectConsistentPrices(project: typeof projects.$inferSelect) {
  expect(project.starting_price, project.name).not.toBeNull();
  if (project.status === 'project-offer-posted') expect(project.offered_price).not.toBeNull();
  // Decision 014: every offer is dated, and no demo project bills hours beyond the accepted offer.
  expect(project.offered_at !== null, project.name).toBe(project.offered_price !== null);
  if (project.hours_used !== null) expect(project.hours_used).toBeLessThanOrEqual(project.offered_hours ?? 0);
  const isAccepted = project.status === 'project-offer-accepted' || project.status === 'project-finalized';
  expect(project.accepted_price !== null && project.price_accepted_at !== null, project.name).toBe(isAccepted);
  expect(project.finalized_at !== null && project.final_price !== null).toBe(project.status === 'project-finalized');
  expect(project.cancelled_at !== null).toBe(project.status.endsWith('closed-project'));
  if (project.status === 'project-finalized') {
    const expected =
      project.price_type === 'hourly' ? (project.hours_used ?? 0) * (project.accepted_price ?? 0) : project.accepted_price;
    expect(project.final_price).toBe(expected);
  }
}
