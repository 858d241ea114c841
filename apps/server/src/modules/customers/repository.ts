import { openProjectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, projects, students, users } from '../../db/schema/index.ts';
import {
  type CustomFilter,
  filterFlag,
  type ListResource,
  type ParsedList,
  textExpressionFilter,
} from '../../plugins/list-query.ts';

export type CustomerInclude = 'user' | 'projects' | 'projects.student';
export const customerIncludes: readonly CustomerInclude[] = ['user', 'projects', 'projects.student'];

const fullName = sql`(${customers.first_name} || ' ' || ${customers.last_name})`;

/** `hasProjects eq 1|0`: customers with (or without) any project, as an EXISTS rather than a join. */
const hasProjects: CustomFilter = (value, operator) => {
  const flag = filterFlag(value);
  if (flag === undefined || (operator !== 'eq' && operator !== 'neq')) return undefined;
  const exists = sql`exists (select 1 from ${projects} where ${projects.customer_id} = ${customers.id})`;
  return flag === (operator === 'eq') ? exists : sql`not ${exists}`;
};

/**
 * `hasOpenProject eq 1|0`: customers with (or without) a project in an open status, for the admin child
 * 'Med aktive projekter'; any project at all is `hasProjects`.
 */
const hasOpenProject: CustomFilter = (value, operator) => {
  const flag = filterFlag(value);
  if (flag === undefined || (operator !== 'eq' && operator !== 'neq')) return undefined;
  const exists = sql`exists (select 1 from ${projects} where ${and(
    eq(projects.customer_id, customers.id),
    inArray(projects.status, [...openProjectStatuses]),
  )})`;
  return flag === (operator === 'eq') ? exists : sql`not ${exists}`;
};

/** The staff list (the admin customer table): only employees reach it. */
export const customerListResource: ListResource<CustomerInclude> = {
  filters: {
    id: customers.id,
    name: textExpressionFilter(fullName),
    first_name: customers.first_name,
    last_name: customers.last_name,
    email: users.email,
    phone_number: customers.phone_number,
    company_name: customers.company_name,
    vat_number: customers.vat_number,
    vat_verified: customers.vat_verified,
    address: customers.address,
    postcode: customers.postcode,
    city: customers.city,
    referral: customers.referral,
    newsletter: customers.newsletter,
    is_new_registration: customers.is_new_registration,
    activated: users.activated,
    created_at: customers.created_at,
    hasProjects,
    hasOpenProject,
  },
  sorts: {
    id: customers.id,
    name: sql`lower(${fullName})`,
    first_name: customers.first_name,
    last_name: customers.last_name,
    email: users.email,
    company_name: customers.company_name,
    city: customers.city,
    created_at: customers.created_at,
  },
  includes: customerIncludes,
  defaultSort: { key: 'created_at', direction: 'DESC' },
  defaultLimit: 999,
};

const columns = {
  id: customers.id,
  user_id: customers.user_id,
  first_name: customers.first_name,
  last_name: customers.last_name,
  phone_number: customers.phone_number,
  company_name: customers.company_name,
  vat_number: customers.vat_number,
  vat_verified: customers.vat_verified,
  address: customers.address,
  city: customers.city,
  postcode: customers.postcode,
  notes: customers.notes,
  referral: customers.referral,
  newsletter: customers.newsletter,
  is_new_registration: customers.is_new_registration,
  created_at: customers.created_at,
  email: users.email,
  activated: users.activated,
  email_confirmed_at: users.email_confirmed_at,
};

export type CustomerRow = {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  phone_number: string;
  company_name: string | null;
  vat_number: string | null;
  vat_verified: boolean;
  address: string | null;
  city: string | null;
  postcode: string | null;
  notes: string | null;
  referral: string | null;
  newsletter: boolean;
  is_new_registration: boolean;
  created_at: Date;
  email: string;
  activated: boolean;
  email_confirmed_at: Date | null;
};

const fromCustomers = (db: DbOrTx) => db.select(columns).from(customers).innerJoin(users, eq(users.id, customers.user_id));

export async function listCustomers(db: DbOrTx, list: ParsedList<CustomerInclude>) {
  const [rows, totals] = await Promise.all([
    fromCustomers(db)
      .where(list.where)
      .orderBy(...list.orderBy, desc(customers.id))
      .limit(list.limit)
      .offset(list.offset),
    countCustomers(db, list),
  ]);
  return { rows: rows as CustomerRow[], total: totals };
}

/** The staff CSV export: the table's columns for every matching customer, in one statement. */
export function listCustomerExportRows(db: DbOrTx, list: ParsedList<CustomerInclude>, maxRows: number) {
  return db
    .select({
      id: customers.id,
      first_name: customers.first_name,
      last_name: customers.last_name,
      email: users.email,
      company_name: customers.company_name,
      city: customers.city,
      created_at: customers.created_at,
      activated: users.activated,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.user_id))
    .where(list.where)
    .orderBy(...list.orderBy, desc(customers.id))
    .limit(maxRows);
}

export type CustomerExportRow = Awaited<ReturnType<typeof listCustomerExportRows>>[number];

export async function countCustomers(db: DbOrTx, list: Pick<ParsedList<CustomerInclude>, 'where'>): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.user_id))
    .where(list.where);
  return row?.total ?? 0;
}

export async function findCustomer(db: DbOrTx, id: number): Promise<CustomerRow | undefined> {
  const [row] = await fromCustomers(db).where(eq(customers.id, id)).limit(1);
  return row;
}

export interface CustomerProjectRow {
  customer_id: number;
  id: number;
  name: string;
  status: string;
  created_at: Date;
  student: { id: number; name: string; slug: string } | null;
}

/** The projects of a page of customers in one query (no N+1), newest first; the student only when asked. */
export async function loadCustomerProjects(
  db: DbOrTx,
  customerIds: readonly number[],
  withStudent: boolean,
): Promise<Map<number, CustomerProjectRow[]>> {
  const map = new Map<number, CustomerProjectRow[]>();
  if (customerIds.length === 0) return map;
  const rows = await db
    .select({
      customer_id: projects.customer_id,
      id: projects.id,
      name: projects.name,
      status: projects.status,
      created_at: projects.created_at,
      student_id: students.id,
      student_name: students.name,
      student_slug: students.slug,
    })
    .from(projects)
    .innerJoin(students, eq(students.id, projects.student_id))
    .where(inArray(projects.customer_id, [...customerIds]))
    .orderBy(desc(projects.created_at), desc(projects.id));
  for (const row of rows) {
    const project: CustomerProjectRow = {
      customer_id: row.customer_id,
      id: row.id,
      name: row.name,
      status: row.status,
      created_at: row.created_at,
      student: withStudent ? { id: row.student_id, name: row.student_name, slug: row.student_slug } : null,
    };
    const list = map.get(row.customer_id);
    if (list) list.push(project);
    else map.set(row.customer_id, [project]);
  }
  return map;
}

export type NewCustomer = typeof customers.$inferInsert;

export async function insertCustomer(db: DbOrTx, values: NewCustomer): Promise<number> {
  const [row] = await db.insert(customers).values(values).returning({ id: customers.id });
  if (!row) throw new Error('customer not inserted');
  return row.id;
}

export async function updateCustomer(db: DbOrTx, id: number, values: Partial<NewCustomer>): Promise<boolean> {
  const rows = await db.update(customers).set(values).where(eq(customers.id, id)).returning({ id: customers.id });
  return rows.length > 0;
}

export async function insertCustomerUser(db: DbOrTx, values: { email: string; password_hash: string | null }) {
  const [row] = await db
    .insert(users)
    .values({ ...values, account_type: 'CUSTOMER', activated: true, email_confirmed_at: null })
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

/** Deletes the customer's user (the customer row goes with it); a customer with projects cannot go. */
export async function deleteCustomerUser(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
