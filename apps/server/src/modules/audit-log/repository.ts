import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { customers, employees, projects, ratings, references, students, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CustomFilter, ListResource, ParsedList } from '../../plugins/list-query.ts';

const maxId = 2_147_483_647;

/** One record id as a filter value, or a 400. */
function oneId(value: unknown, operator: string): number {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (operator !== 'eq' || !Number.isInteger(id) || id < 1 || id > maxId) throw new AppError('INVALID_QUERY');
  return id;
}

/**
 * `customer eq {id}`: what staff did to one customer, logged on the customer (edits, deletion) or on
 * their login (activation). The customer page and its CSV export ask for both in one query this way.
 */
const customerFilter: CustomFilter = (value, operator) => {
  const id = oneId(value, operator);
  return or(
    and(eq(auditLog.entity_type, 'customer'), eq(auditLog.entity_id, id)),
    and(
      eq(auditLog.entity_type, 'user'),
      sql`${auditLog.entity_id} = (select ${customers.user_id} from ${customers} where ${customers.id} = ${id})`,
    ),
  );
};

/**
 * `student eq {id}`: what staff did to one student, as the student page shows it: the student record
 * (with their application), their login (activation) and their ratings and references, also those deleted
 * since, which the entry's values name (every rating and reference entry keeps its student_id). The page
 * and its CSV export ask with this one filter, so the export holds the entries the panel shows (issue 34).
 */
const studentFilter: CustomFilter = (value, operator) => {
  const id = oneId(value, operator);
  const ofStudent = sql`${String(id)} in (${auditLog.before} ->> 'student_id', ${auditLog.after} ->> 'student_id')`;
  return or(
    and(eq(auditLog.entity_type, 'student'), eq(auditLog.entity_id, id)),
    and(
      eq(auditLog.entity_type, 'user'),
      sql`${auditLog.entity_id} = (select ${students.user_id} from ${students} where ${students.id} = ${id})`,
    ),
    and(inArray(auditLog.entity_type, ['rating', 'reference']), ofStudent),
  );
};

export const auditListResource: ListResource<never> = {
  filters: {
    entity_type: auditLog.entity_type,
    entity_id: auditLog.entity_id,
    action: auditLog.action,
    employee_user_id: auditLog.employee_user_id,
    created_at: auditLog.created_at,
    customer: customerFilter,
    student: studentFilter,
  },
  sorts: { created_at: auditLog.created_at, id: auditLog.id },
  includes: [],
  defaultSort: { key: 'created_at', direction: 'DESC' },
  defaultLimit: 25,
};

/** The employee an `employee` entry is about (the log's author is joined separately). */
const entityEmployee = alias(employees, 'entity_employee');

const columns = {
  id: auditLog.id,
  employee_user_id: auditLog.employee_user_id,
  employee_name: employees.name,
  action: auditLog.action,
  entity_type: auditLog.entity_type,
  entity_id: auditLog.entity_id,
  before: auditLog.before,
  after: auditLog.after,
  created_at: auditLog.created_at,
  entity_label: sql<
    string | null
  >`coalesce(${projects.name}, trim(${customers.first_name} || ' ' || ${customers.last_name}), ${entityEmployee.name}, ${students.name}, ${users.email}, ${ratings.title}, ${references.title})`,
};

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

export async function listAuditEntries(db: DbOrTx, list: ParsedList<never>) {
  const [rows, totals] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(employees, eq(employees.user_id, auditLog.employee_user_id))
      // A name for the record, so a list spanning records (what one employee did) says which; gone
      // records (a deleted customer) have none and the entry keeps its type and id.
      .leftJoin(projects, and(eq(auditLog.entity_type, 'project'), eq(projects.id, auditLog.entity_id)))
      .leftJoin(customers, and(eq(auditLog.entity_type, 'customer'), eq(customers.id, auditLog.entity_id)))
      .leftJoin(entityEmployee, and(eq(auditLog.entity_type, 'employee'), eq(entityEmployee.id, auditLog.entity_id)))
      .leftJoin(students, and(eq(auditLog.entity_type, 'student'), eq(students.id, auditLog.entity_id)))
      .leftJoin(users, and(eq(auditLog.entity_type, 'user'), eq(users.id, auditLog.entity_id)))
      // A rating or reference by its title (issue 34: the student page's log names them, not just '#23').
      .leftJoin(ratings, and(eq(auditLog.entity_type, 'rating'), eq(ratings.id, auditLog.entity_id)))
      .leftJoin(references, and(eq(auditLog.entity_type, 'reference'), eq(references.id, auditLog.entity_id)))
      .where(list.where)
      .orderBy(...list.orderBy, auditLog.id)
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(auditLog).where(list.where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
