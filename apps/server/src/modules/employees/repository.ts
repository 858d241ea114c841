import { count, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, conversations, employees, messages, projectEvents, users } from '../../db/schema/index.ts';
import type { ListResource, ParsedList } from '../../plugins/list-query.ts';

export const employeeListResource: ListResource<'user'> = {
  filters: {
    name: employees.name,
    created_at: employees.created_at,
    id: employees.id,
    email: users.email,
    activated: users.activated,
  },
  sorts: { name: employees.name, created_at: employees.created_at, id: employees.id },
  includes: ['user'],
  defaultSort: { key: 'name', direction: 'ASC' },
  defaultLimit: 999,
};

const columns = {
  id: employees.id,
  name: employees.name,
  phone_number: employees.phone_number,
  created_at: employees.created_at,
  user_id: users.id,
  email: users.email,
  activated: users.activated,
  avatar_path: users.avatar_path,
};

export async function listEmployees(db: DbOrTx, list: ParsedList<'user'>) {
  const base = db.select(columns).from(employees).innerJoin(users, eq(users.id, employees.user_id));
  const [rows, totals] = await Promise.all([
    base
      .where(list.where)
      .orderBy(...list.orderBy, employees.id)
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(employees).innerJoin(users, eq(users.id, employees.user_id)).where(list.where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The staff CSV export: the table's columns for every matching employee, in one statement. */
export function listEmployeeExportRows(db: DbOrTx, list: ParsedList<'user'>, maxRows: number) {
  return db
    .select({ id: employees.id, name: employees.name, created_at: employees.created_at, activated: users.activated })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(list.where)
    .orderBy(...list.orderBy, employees.id)
    .limit(maxRows);
}

export type EmployeeExportRow = Awaited<ReturnType<typeof listEmployeeExportRows>>[number];

export async function findEmployee(db: DbOrTx, id: number) {
  const [row] = await db
    .select(columns)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.user_id))
    .where(eq(employees.id, id));
  return row;
}

export async function updateEmployee(db: DbOrTx, id: number, values: { name?: string; phone_number?: string | null }) {
  // An empty edit changes nothing (Drizzle refuses an UPDATE without columns).
  if (Object.values(values).every((v) => v === undefined)) {
    const [current] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
    return current;
  }
  const [row] = await db.update(employees).set(values).where(eq(employees.id, id)).returning({ id: employees.id });
  return row;
}

/** A new employee: activated (staff vouch for them), no password until the invitation link sets one. */
export async function insertEmployee(db: DbOrTx, values: { email: string; name: string; phone_number: string | null }) {
  const [user] = await db
    .insert(users)
    .values({ email: values.email, password_hash: null, account_type: 'EMPLOYEE', activated: true })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('user not inserted');
  const [employee] = await db
    .insert(employees)
    .values({ user_id: user.id, name: values.name, phone_number: values.phone_number })
    .returning({ id: employees.id });
  if (!employee) throw new Error('employee not inserted');
  return { id: employee.id, userId: user.id, email: user.email };
}

/**
 * Whether the user left traces others rely on: a conversation, a message, a project event or an audit
 * entry. Messages and
 * events would survive a delete with a null author, losing who said or did it, so such users are kept.
 */
export async function hasHistory(db: DbOrTx, userId: number): Promise<boolean> {
  const probes = await Promise.all([
    db
      .select({ id: conversations.id })
      .from(conversations)
      .where(or(eq(conversations.sender_user_id, userId), eq(conversations.addressee_user_id, userId)))
      .limit(1),
    db.select({ id: messages.id }).from(messages).where(eq(messages.sender_user_id, userId)).limit(1),
    db.select({ id: projectEvents.id }).from(projectEvents).where(eq(projectEvents.user_id, userId)).limit(1),
    db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.employee_user_id, userId)).limit(1),
  ]);
  return probes.some((rows) => rows.length > 0);
}

export async function deleteEmployeeUser(db: DbOrTx, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function deactivateUser(db: DbOrTx, userId: number) {
  await db.update(users).set({ activated: false }).where(eq(users.id, userId));
}
