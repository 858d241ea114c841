import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { customers, employees, levels, students, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';

let counter = 0;
const passwordHashes = new Map<string, Promise<string>>();
// argon2 is deliberately slow; hash each distinct test password once per file.
const hashOnce = (password: string) => {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
};

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
  accountId: number;
  accountType: AccountType;
}

export async function createUser(
  db: Db,
  options: {
    type?: AccountType;
    email?: string;
    password?: string;
    confirmed?: boolean;
    activated?: boolean;
    name?: string;
  } = {},
): Promise<CreatedUser> {
  // Taken before the first await: users made in parallel (Promise.all) must not share a number, or the
  // names and slugs written after it collide when made in the same millisecond.
  counter += 1;
  const number = counter;
  const type = options.type ?? 'CUSTOMER';
  const email = options.email ?? `user${number}-${Date.now()}@example.test`;
  const password = options.password ?? 'correct-horse-1';
  const [user] = await db
    .insert(users)
    .values({
      email,
      password_hash: await hashOnce(password),
      account_type: type,
      activated: options.activated ?? true,
      email_confirmed_at: options.confirmed === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  const name = options.name ?? `Test ${type.toLowerCase()} ${number}`;
  let accountId: number;
  if (type === 'CUSTOMER') {
    const [first, ...rest] = name.split(' ');
    const [row] = await db
      .insert(customers)
      .values({
        user_id: user.id,
        first_name: first ?? name,
        last_name: rest.join(' ') || 'Kunde',
        phone_number: '12345678',
        address: 'Testvej 1',
        postcode: '8000',
        city: 'Aarhus C',
      })
      .returning({ id: customers.id });
    accountId = row?.id ?? 0;
  } else if (type === 'STUDENT') {
    const [level] = await db.select().from(levels).where(eq(levels.key, 'rough-diamond')).limit(1);
    if (!level) throw new Error('levels not seeded');
    const [row] = await db
      .insert(students)
      .values({
        user_id: user.id,
        name,
        slug: `test-student-${number}-${Date.now()}`,
        level_id: level.id,
        phone_number: '12345678',
      })
      .returning({ id: students.id });
    accountId = row?.id ?? 0;
  } else {
    const [row] = await db.insert(employees).values({ user_id: user.id, name }).returning({ id: employees.id });
    accountId = row?.id ?? 0;
  }
  return { id: user.id, email, password, accountId, accountType: type };
}
