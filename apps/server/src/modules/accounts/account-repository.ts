import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { SessionAccount } from '@studiekraft/shared/schemas/auth';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, customers, employees, students, users } from '../../db/schema/index.ts';
import { preparedQuery } from '../../db/statement-cache.ts';

// The users table's reads, below both auth (logins, sessions) and users (account pages): auth reads accounts
// and users builds on auth's sessions and tokens, so this cannot live in either without an import circle.

export type UserRow = typeof users.$inferSelect;

// Every authenticated page asks for its user and account: statements prepared once (db/statement-cache.ts).
const userById = preparedQuery((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);
const studentByUser = preparedQuery((db) =>
  db
    .select()
    .from(students)
    .where(eq(students.user_id, sql.placeholder('userId')))
    .limit(1),
);
const customerByUser = preparedQuery((db) =>
  db
    .select()
    .from(customers)
    .where(eq(customers.user_id, sql.placeholder('userId')))
    .limit(1),
);
const employeeByUser = preparedQuery((db) =>
  db
    .select()
    .from(employees)
    .where(eq(employees.user_id, sql.placeholder('userId')))
    .limit(1),
);

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}

type Avatars = SessionAccount['avatars'];
const studentColumns = { id: students.id, name: students.name, phone_number: students.phone_number, slug: students.slug };
const customerColumns = {
  id: customers.id,
  first_name: customers.first_name,
  last_name: customers.last_name,
  phone_number: customers.phone_number,
  address: customers.address,
  city: customers.city,
  postcode: customers.postcode,
};
const employeeColumns = { id: employees.id, name: employees.name, phone_number: employees.phone_number };
type StudentPart = { [K in keyof typeof studentColumns]: (typeof students.$inferSelect)[K] };
type CustomerPart = { [K in keyof typeof customerColumns]: (typeof customers.$inferSelect)[K] };
type EmployeePart = { [K in keyof typeof employeeColumns]: (typeof employees.$inferSelect)[K] };

const avatarsOf = (user: Pick<UserRow, 'avatar_path'>): Avatars => ({
  primary: user.avatar_path ? `/api/media/${user.avatar_path}` : null,
});

/** The session's account from whichever account row the user's type names; none is a data error, presented without personal fields rather than failed. */
function toAccount(
  type: AccountType,
  avatars: Avatars,
  rows: { student?: StudentPart | null; customer?: CustomerPart | null; employee?: EmployeePart | null },
): SessionAccount {
  const { student: s, customer: c, employee: e } = rows;
  if (type === 'STUDENT' && s) {
    return {
      id: s.id,
      name: s.name,
      phone_number: s.phone_number,
      slug: s.slug,
      type,
      address: null,
      city: null,
      postcode: null,
      avatars,
    };
  }
  if (type === 'CUSTOMER' && c) {
    return {
      id: c.id,
      name: `${c.first_name} ${c.last_name}`.trim(),
      phone_number: c.phone_number,
      slug: null,
      type,
      address: c.address,
      city: c.city,
      postcode: c.postcode,
      avatars,
    };
  }
  if (type === 'EMPLOYEE' && e) {
    return {
      id: e.id,
      name: e.name,
      phone_number: e.phone_number,
      slug: null,
      type,
      address: null,
      city: null,
      postcode: null,
      avatars,
    };
  }
  return { id: 0, name: '', phone_number: null, slug: null, type, address: null, city: null, postcode: null, avatars };
}

/**
 * The account behind a user (student, customer or employee row) in the shape the session carries.
 * Media paths are relative to the API host's storage path.
 */
export async function findAccount(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'account_type' | 'avatar_path'>,
): Promise<SessionAccount> {
  const type: AccountType = user.account_type;
  if (type === 'STUDENT') {
    const [student] = await studentByUser(db).execute({ userId: user.id });
    return toAccount(type, avatarsOf(user), { student });
  }
  if (type === 'CUSTOMER') {
    const [customer] = await customerByUser(db).execute({ userId: user.id });
    return toAccount(type, avatarsOf(user), { customer });
  }
  const [employee] = await employeeByUser(db).execute({ userId: user.id });
  return toAccount(type, avatarsOf(user), { employee });
}

// What presentUser reads of the user, no more: never the password hash, and node-postgres spends time on
// every column of a result (decision 053).
const presentedUserColumns = {
  id: users.id,
  email: users.email,
  pending_email: users.pending_email,
  activated: users.activated,
  email_confirmed_at: users.email_confirmed_at,
  account_type: users.account_type,
  avatar_path: users.avatar_path,
  created_at: users.created_at,
};
/** A user as GET /users/:id reads it, the row presentUser takes. */
export type PresentedUserRow = { [K in keyof typeof presentedUserColumns]: UserRow[K] };

// The user and its one account row in one round trip (GET /users/:id and the other pages that show a
// user with its account): each join only matches the table the user's type names.
const userWithAccountById = preparedQuery((db) =>
  db
    .select({ user: presentedUserColumns, student: studentColumns, customer: customerColumns, employee: employeeColumns })
    .from(users)
    .leftJoin(students, and(eq(users.account_type, 'STUDENT'), eq(students.user_id, users.id)))
    .leftJoin(customers, and(eq(users.account_type, 'CUSTOMER'), eq(customers.user_id, users.id)))
    .leftJoin(employees, and(eq(users.account_type, 'EMPLOYEE'), eq(employees.user_id, users.id)))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

/** `findUserById` and `findAccount` in one statement. */
export async function findUserWithAccount(
  db: DbOrTx,
  id: number,
): Promise<{ user: PresentedUserRow; account: SessionAccount } | undefined> {
  const [row] = await userWithAccountById(db).execute({ id });
  if (!row) return undefined;
  return { user: row.user, account: toAccount(row.user.account_type, avatarsOf(row.user), row) };
}

export async function findLatestConversationId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.sender_user_id, userId), eq(conversations.addressee_user_id, userId)))
    .orderBy(desc(conversations.updated_at))
    .limit(1);
  return row?.id ?? null;
}

/** Whether another login uses this address, compared as the unique index compares it (lower case). */
export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const condition = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(condition, ne(users.id, exceptUserId)) : condition)
    .limit(1);
  return row !== undefined;
}
