import { openProjectStatuses, projectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { and, asc, count, desc, eq, inArray, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, customers, projectEvents, projects, skills, students, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CustomFilter, type ListResource, type ParsedList, textExpressionFilter } from '../../plugins/list-query.ts';

export const projectIncludes = [
  'skill',
  'student',
  'customer',
  'conversation',
  'conversation.sender',
  'conversation.addressee',
] as const;
export type ProjectInclude = (typeof projectIncludes)[number];

/** `status in [...]` (and eq/neq) checked against the known statuses, so a typo is a 400, not an empty list. */
const statusFilter: CustomFilter = (value, operator) => {
  const values = Array.isArray(value) ? value : String(value ?? '').split(',');
  if (values.length === 0 || values.some((v) => !(projectStatuses as readonly unknown[]).includes(v))) {
    throw new AppError('INVALID_QUERY');
  }
  const list = values as (typeof projectStatuses)[number][];
  if (operator === 'in' || operator === 'eq') return inArray(projects.status, list);
  if (operator === 'neq') return sql`${projects.status} not in ${list}`;
  throw new AppError('INVALID_QUERY');
};

/** The customer's name as the staff table shows and searches it. */
const customerName = sql`(${customers.first_name} || ' ' || ${customers.last_name})`;
/** The staff table's Oprettet/Afsluttet column: when the project ended, whichever way. */
const closedAt = sql`coalesce(${projects.finalized_at}, ${projects.cancelled_at})`;

/**
 * Sorts and searches of the staff projects table; every one has an index (migration 0005). The parties'
 * and skill's names are joined in every list, count and value query, so they filter the same rows.
 */
export const projectListResource: ListResource<ProjectInclude> = {
  filters: {
    customer_name: textExpressionFilter(customerName),
    student_name: students.name,
    skill_name: skills.name,
    status: statusFilter,
    name: projects.name,
    student_id: projects.student_id,
    customer_id: projects.customer_id,
    skill_id: projects.skill_id,
    created_at: projects.created_at,
    updated_at: projects.updated_at,
  },
  sorts: {
    name: projects.name,
    status: projects.status,
    created_at: projects.created_at,
    updated_at: projects.updated_at,
    closed_at: closedAt,
    customer_name: customerName,
    student_name: students.name,
    skill_name: skills.name,
    id: projects.id,
  },
  includes: projectIncludes,
  defaultSort: { key: 'updated_at', direction: 'DESC' },
  defaultLimit: 999,
};

const studentUsers = alias(users, 'student_users');
const customerUsers = alias(users, 'customer_users');

/** Everything a project view needs, in one statement: the parties' display data come along with it. */
const columns = {
  project: projects,
  skill_name: skills.name,
  student_name: students.name,
  student_slug: students.slug,
  student_user_id: students.user_id,
  student_email: studentUsers.email,
  customer_first_name: customers.first_name,
  customer_last_name: customers.last_name,
  customer_company: customers.company_name,
  customer_user_id: customers.user_id,
  customer_email: customerUsers.email,
  customer_address: customers.address,
  customer_postcode: customers.postcode,
  customer_city: customers.city,
  conversation_id: conversations.id,
  conversation_sender_user_id: conversations.sender_user_id,
  conversation_addressee_user_id: conversations.addressee_user_id,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(columns)
    .from(projects)
    .innerJoin(skills, eq(skills.id, projects.skill_id))
    .innerJoin(students, eq(students.id, projects.student_id))
    .innerJoin(studentUsers, eq(studentUsers.id, students.user_id))
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .innerJoin(customerUsers, eq(customerUsers.id, customers.user_id))
    .leftJoin(conversations, eq(conversations.project_id, projects.id));
}

export type ProjectViewRow = Awaited<ReturnType<typeof baseQuery>>[number];

/** A customer sees their projects, a student theirs, an employee all (undefined scope). */
export function projectScope(viewer: { accountType: string; userId: number }): SQL | undefined {
  if (viewer.accountType === 'CUSTOMER') return eq(customers.user_id, viewer.userId);
  if (viewer.accountType === 'STUDENT') return eq(students.user_id, viewer.userId);
  return undefined;
}

export async function listProjects(db: DbOrTx, scope: SQL | undefined, list: ParsedList<ProjectInclude>) {
  const where = and(scope, list.where);
  const [rows, totals] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...list.orderBy, desc(projects.id))
      .limit(list.limit)
      .offset(list.offset),
    db
      .select({ total: count() })
      .from(projects)
      .innerJoin(skills, eq(skills.id, projects.skill_id))
      .innerJoin(students, eq(students.id, projects.student_id))
      .innerJoin(customers, eq(customers.id, projects.customer_id))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findProjectView(db: DbOrTx, id: number): Promise<ProjectViewRow | undefined> {
  const [row] = await baseQuery(db).where(eq(projects.id, id));
  return row;
}

/** Locks the project row for the rest of the transaction: two clicks at once run one after the other. */
export async function lockProjectView(db: DbOrTx, id: number): Promise<ProjectViewRow | undefined> {
  const [row] = await baseQuery(db).where(eq(projects.id, id)).for('update', { of: projects });
  return row;
}

export async function countProjects(db: DbOrTx, scope: SQL | undefined, list: ParsedList<ProjectInclude>) {
  const [row] = await db
    .select({ count: count() })
    .from(projects)
    .innerJoin(skills, eq(skills.id, projects.skill_id))
    .innerJoin(students, eq(students.id, projects.student_id))
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .where(and(scope, list.where));
  return row?.count ?? 0;
}

/**
 * What a project is worth, one expression for GET /projects/value and the staff Stats: a finalized
 * project its final price (hours_used x rate for hourly work, fixed at finalize); an accepted hourly
 * project its rate x the accepted hours (offered_hours plus approved extra hours, decision 014); an
 * accepted fixed-price ('unit') project its accepted price; anything not yet accepted nothing.
 */
export const projectValueSql = sql<string>`coalesce(
  ${projects.final_price},
  case when ${projects.price_type} = 'hourly'
    then ${projects.accepted_price} * (coalesce(${projects.offered_hours}, 0) + ${projects.extra_hours_approved})
    else ${projects.accepted_price} end,
  0)`;

export async function sumProjectValue(db: DbOrTx, scope: SQL | undefined, list: ParsedList<ProjectInclude>) {
  const [row] = await db
    .select({ value: sum(projectValueSql) })
    .from(projects)
    .innerJoin(skills, eq(skills.id, projects.skill_id))
    .innerJoin(students, eq(students.id, projects.student_id))
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .where(and(scope, list.where));
  return Number(row?.value ?? 0);
}

/**
 * The staff dashboard's Stats (spec section 3) in one pass over projects. Accepted = a price offer was
 * accepted and the project is still open; open = every open status (our recorded deviation, see
 * openProjectStatuses); the value is summed over all projects like GET /projects/value.
 */
export async function projectStats(db: DbOrTx) {
  const open = inArray(projects.status, [...openProjectStatuses]);
  const [row] = await db
    .select({
      completedProjects: sql<number>`count(*) filter (where ${projects.status} = 'project-finalized')`.mapWith(Number),
      acceptedProjects: sql<number>`count(*) filter (where ${projects.status} = 'project-offer-accepted')`.mapWith(Number),
      openProjects: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
      projectValue: sql<number>`coalesce(sum(${projectValueSql}), 0)`.mapWith(Number),
    })
    .from(projects);
  return row ?? { completedProjects: 0, acceptedProjects: 0, openProjects: 0, projectValue: 0 };
}

export async function listProjectEvents(db: DbOrTx, projectId: number, eventId?: number) {
  return db
    .select()
    .from(projectEvents)
    .where(and(eq(projectEvents.project_id, projectId), eventId ? eq(projectEvents.id, eventId) : undefined))
    .orderBy(asc(projectEvents.created_at), asc(projectEvents.id));
}

export const isParty = (row: ProjectViewRow, userId: number) => row.customer_user_id === userId || row.student_user_id === userId;

/**
 * The staff CSV export: the table's columns and each project's value for every row the list query
 * matches, in one statement and in the list's order, at most `maxRows`.
 */
export function listProjectExportRows(db: DbOrTx, list: ParsedList<ProjectInclude>, maxRows: number) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      status: projects.status,
      customer_first_name: customers.first_name,
      customer_last_name: customers.last_name,
      student_name: students.name,
      skill_name: skills.name,
      created_at: projects.created_at,
      finalized_at: projects.finalized_at,
      cancelled_at: projects.cancelled_at,
      value: sql<number>`${projectValueSql}`.mapWith(Number),
    })
    .from(projects)
    .innerJoin(skills, eq(skills.id, projects.skill_id))
    .innerJoin(students, eq(students.id, projects.student_id))
    .innerJoin(customers, eq(customers.id, projects.customer_id))
    .where(list.where)
    .orderBy(...list.orderBy, desc(projects.id))
    .limit(maxRows);
}

export type ProjectExportRow = Awaited<ReturnType<typeof listProjectExportRows>>[number];
