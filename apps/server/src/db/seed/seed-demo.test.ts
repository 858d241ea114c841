import { verify } from '@node-rs/argon2';
import { hourlyPaygrades, levelKeys } from '@studiekraft/shared/constants/levels';
import { projectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { asc, eq, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import * as schema from '../schema/index.ts';
import { contentCategoryKeys, featuredSkillKeys, skillSeeds, skillSlugFromKey } from './catalogue-data.ts';
import { demoApplicant, demoPassword, demoPasswordHash } from './demo-people.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { demoLogins, seedDemo } from './seed-demo.ts';

const {
  conversations,
  levels,
  messages,
  paygrades,
  projectEvents,
  projects,
  skillGroups,
  skills,
  studentSkills,
  students,
  users,
} = schema;

const countedTables: [string, PgTable][] = [];
for (const [name, value] of Object.entries(schema)) if (is(value, PgTable)) countedTables.push([name, value]);

let database: Database;
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
  const catalogue = await seedCatalogue(database.db);
  expect(catalogue.skills.size).toBe(skillSeeds.length);
  const started = performance.now();
  runs.push(await seedDemo(database.db, { log: (line) => console.info(line) }));
  seedMs = performance.now() - started;
  countsAfterFirst = await countAll();
  runs.push(await seedDemo(database.db));
  await seedCatalogue(database.db);
  countsAfterSecond = await countAll();
}, 120_000);

afterAll(async () => {
  await database?.close();
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
