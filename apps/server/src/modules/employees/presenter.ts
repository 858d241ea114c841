import type { findEmployee } from './repository.ts';

type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** Staff-facing employee fields; `user` only when included. */
export function presentEmployee(row: EmployeeRow, includeUser: boolean) {
  return {
    id: row.id,
    name: row.name,
    phone_number: row.phone_number,
    created_at: row.created_at.toISOString(),
    avatars: { primary: row.avatar_path ? `/api/media/${row.avatar_path}` : null },
    ...(includeUser ? { user: { id: row.user_id, email: row.email, activated: row.activated } } : {}),
  };
}
