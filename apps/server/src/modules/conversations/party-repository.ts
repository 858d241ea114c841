import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { ConversationParty } from '@studiekraft/shared/schemas/conversations';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, employees, students, users } from '../../db/schema/index.ts';
import { mediaUrl } from '../media/media-url.ts';

/**
 * Display data of the people in conversations, for many users in one statement: the name comes from
 * whichever account row the user has. Only public fields: name, type, profile slug and avatar.
 */
export async function findParties(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, ConversationParty>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      user_id: users.id,
      account_type: users.account_type,
      avatar_path: users.avatar_path,
      name: sql<string>`coalesce(${students.name}, trim(${customers.first_name} || ' ' || ${customers.last_name}), ${employees.name}, '')`,
      slug: students.slug,
    })
    .from(users)
    .leftJoin(students, eq(students.user_id, users.id))
    .leftJoin(customers, eq(customers.user_id, users.id))
    .leftJoin(employees, eq(employees.user_id, users.id))
    .where(inArray(users.id, unique));
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        user_id: row.user_id,
        name: row.name,
        account_type: row.account_type as AccountType,
        slug: row.account_type === 'STUDENT' ? row.slug : null,
        avatar: mediaUrl(row.avatar_path),
      },
    ]),
  );
}
