import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { SessionAccount } from '@studiekraft/shared/schemas/auth';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conversations, customers, employees, students, users } from '../../db/schema/index.ts';
import { preparedQuery } from '../../db/statement-cache.ts';

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

/**
 * The account behind a user (student, customer or employee row) in the shape the session carries.
 * Media paths are relative to the API host's storage path.
 */
export async function findAccount(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'account_type' | 'avatar_path'>,
): Promise<SessionAccount> {
  const avatars = { primary: user.avatar_path ? `/api/media/${user.avatar_path}` : null };
  const type: AccountType = user.account_type;
  if (type === 'STUDENT') {
    const [s] = await studentByUser(db).execute({ userId: user.id });
    if (s) {
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
  } else if (type === 'CUSTOMER') {
    const [c] = await customerByUser(db).execute({ userId: user.id });
    if (c) {
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
  } else {
    const [e] = await employeeByUser(db).execute({ userId: user.id });
    if (e)
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
  // A user without its account row is a data error; present it without personal fields rather than fail.
  return { id: 0, name: '', phone_number: null, slug: null, type, address: null, city: null, postcode: null, avatars };
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
