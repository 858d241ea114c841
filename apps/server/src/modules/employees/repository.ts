import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, users } from '../../db/schema/index.ts';
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
